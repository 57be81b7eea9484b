import fs from 'node:fs'
import path from 'node:path'
import { nodemailerAdapter, type NodemailerAdapterArgs } from '@payloadcms/email-nodemailer'
import type { SendMailOptions } from 'nodemailer'
import type { EmailAdapter, Payload, TaskConfig } from 'payload'
import { countMail } from './metrics-registry'
import type { AppEnv } from './env'

/** The jobs-queue task that sends one mail (see emailAdapter). */
export const SEND_EMAIL_TASK = 'sendEmail'

type Message = Pick<SendMailOptions, 'to' | 'cc' | 'bcc' | 'replyTo' | 'subject' | 'html' | 'text'>
type Sender = ReturnType<Awaited<ReturnType<typeof nodemailerAdapter>>>

// One sender per configuration: the tests switch SMTP_URL between files, a server never does.
let sender: { config: AppEnv; sender: Promise<Sender> } | undefined
const senderFor = (payload: Payload, config: AppEnv) => {
  if (sender?.config !== config) {
    const from = parseFrom(config.mailFrom)
    const transportOptions = config.smtpUrl
      ? smtpOptions(config.smtpUrl)
      : // nodemailer's stream transport: the message comes back as a buffer for the outbox.
        ({
          streamTransport: true,
          buffer: true,
          newline: 'unix',
        } as NodemailerAdapterArgs['transportOptions'])
    sender = {
      config,
      // skipVerify: a mail server that is down at start-up is the queue's retries' business.
      sender: nodemailerAdapter({
        defaultFromAddress: from.address,
        defaultFromName: from.name,
        transportOptions,
        skipVerify: true,
      }).then((adapter) => adapter({ payload })),
    }
  }
  return sender.sender
}

/** Hands one message to the SMTP server, or (development, no SMTP_URL) writes it to DATA_DIR/outbox. */
async function deliver(payload: Payload, config: AppEnv, message: Message): Promise<void> {
  const info: unknown = await (await senderFor(payload, config)).sendEmail(message).then(
    (sent: unknown) => (countMail('sent'), sent),
    (error: unknown) => {
      countMail('failed')
      throw error
    },
  )
  if (!config.smtpUrl && isStreamed(info)) {
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

const isStreamed = (info: unknown): info is { messageId: string; message: Buffer } =>
  typeof info === 'object' && info !== null && 'message' in info && Buffer.isBuffer(info.message)

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
 * Payload's email adapter: @payloadcms/email-nodemailer behind the jobs queue. With SMTP_URL mail
 * goes to that server (production, and the tests' own SMTP server); without it (development) each
 * message is written as an .eml file to DATA_DIR/outbox and logged, so nothing leaves the laptop.
 *
 * Every mail is a job in Payload's jobs queue (task `sendEmail`, in the database) before the
 * request answers, and the same server runs that job right after. So a registration, a password
 * reset or a status change neither fails nor waits on the mail server, a mail survives a server
 * that stops, and one the SMTP server refused is retried with back-off by the queue's timer on
 * whichever server holds the queue (src/jobs/runner.ts), where admins see it (ADR 0027).
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
