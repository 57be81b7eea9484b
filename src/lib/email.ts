import fs from 'node:fs'
import path from 'node:path'
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'
import type { EmailAdapter, Payload, TaskConfig } from 'payload'
import type { AppEnv } from './env'

/** The jobs-queue task that sends one mail (see emailAdapter). */
export const SEND_EMAIL_TASK = 'sendEmail'

type Message = Pick<SendMailOptions, 'to' | 'cc' | 'bcc' | 'replyTo' | 'subject' | 'html' | 'text'>

let transport: { config: AppEnv; transport: Transporter } | undefined
const transportFor = (config: AppEnv) => {
  if (transport?.config !== config) {
    transport = {
      config,
      transport: config.smtpUrl
        ? nodemailer.createTransport(smtpOptions(config.smtpUrl))
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    }
  }
  return transport.transport
}

/** Hands one message to the SMTP server, or (development, no SMTP_URL) writes it to DATA_DIR/outbox. */
async function deliver(payload: Payload, config: AppEnv, message: Message): Promise<void> {
  const from = parseFrom(config.mailFrom)
  const info = await transportFor(config).sendMail({ from, ...message })
  if (!config.smtpUrl && 'message' in info && Buffer.isBuffer(info.message)) {
    const outbox = path.join(config.dataDir, 'outbox')
    fs.mkdirSync(outbox, { recursive: true })
    const file = path.join(
      outbox,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(info.messageId).replace(/[^\w.-]/g, '')}.eml`,
    )
    fs.writeFileSync(file, info.message)
    payload.logger.info(
      `Email "${String(message.subject)}" untuk ${String(message.to)} disimpan di ${file}`,
    )
  }
}

const plain = (message: SendMailOptions): Message => ({
  to: message.to,
  cc: message.cc,
  bcc: message.bcc,
  replyTo: message.replyTo,
  subject: message.subject,
  html: typeof message.html === 'string' ? message.html : undefined,
  text: typeof message.text === 'string' ? message.text : undefined,
})

/**
 * Payload's email adapter on nodemailer. With SMTP_URL mail goes to that server (production,
 * and the tests' own SMTP server); without it (development) each message is written as an .eml
 * file to DATA_DIR/outbox and logged, so nothing leaves the laptop.
 *
 * Every mail is a job in Payload's jobs queue (task `sendEmail`, in the database) before the
 * request answers, and the same server runs that job right after. So a registration, a password
 * reset or a status change neither fails nor waits on the mail server, a mail survives a server
 * that stops, and one the SMTP server refused is retried with back-off by the queue's timer on
 * whichever server holds the queue (src/jobs/runner.ts), where admins see it (ADR 0027).
 * Written here rather than @payloadcms/email-nodemailer, whose exact peer pin lags Payload (ADR 0011).
 */
export function emailAdapter(config: AppEnv): EmailAdapter {
  const from = parseFrom(config.mailFrom)
  return ({ payload }) => ({
    name: config.smtpUrl ? 'smtp' : 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const mail = plain(message as SendMailOptions)
      const about = `Email "${String(mail.subject)}" untuk ${String(mail.to)}`
      let id: number | string
      try {
        id = (
          await payload.jobs.queue({ task: SEND_EMAIL_TASK, input: { message: mail } } as never)
        ).id
      } catch (error) {
        // No queue without the database: one attempt now beats losing the mail.
        payload.logger.error({
          msg: `${about} tidak dapat dimasukkan ke antrean; dikirim langsung`,
          err: error,
        })
        setImmediate(
          () =>
            void deliver(payload, config, mail).catch((err: unknown) =>
              payload.logger.error({ msg: `${about} gagal dikirim`, err }),
            ),
        )
        return { queued: false }
      }
      setImmediate(() => {
        payload.jobs.runByID({ id, silent: { info: true } }).catch((error: unknown) =>
          payload.logger.warn({
            msg: `${about} belum terkirim; dicoba lagi lewat antrean`,
            err: error,
          }),
        )
      })
      return { queued: true, job: id }
    },
  })
}

/** The queue task behind emailAdapter: one delivery attempt; a thrown error makes the queue retry. */
export function sendEmailTask(config: () => AppEnv): TaskConfig<'sendEmail'> {
  return {
    slug: SEND_EMAIL_TASK,
    label: 'Kirim email',
    inputSchema: [{ name: 'message', type: 'json', required: true }],
    // About a day of attempts: 1, 2, 4 … 256 minutes apart.
    retries: { attempts: 9, backoff: { type: 'exponential', delay: 60_000 } },
    handler: async ({ input, req }) => {
      await deliver(req.payload, config(), (input as { message: Message }).message)
      return { output: {} }
    },
  }
}

/** smtp[s]://user:password@host:port, with timeouts so a dead server cannot hold a delivery for minutes. */
function smtpOptions(url: string) {
  const u = new URL(url)
  const secure = u.protocol === 'smtps:'
  return {
    host: u.hostname,
    port: Number(u.port) || (secure ? 465 : 587),
    secure,
    auth: u.username
      ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) }
      : undefined,
    // Loopback test servers run without TLS; real servers are reached over TLS or STARTTLS.
    ignoreTLS: u.searchParams.get('tls') === 'off',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
}

function parseFrom(value: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value)
  return match?.[2]
    ? { name: match[1] || 'UTB', address: match[2] }
    : { name: 'UTB', address: value.trim() }
}
