import fs from 'node:fs'
import path from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import type { EmailAdapter } from 'payload'
import type { AppEnv } from './env'

/**
 * Payload's email adapter on nodemailer. With SMTP_URL mail goes to that server (production,
 * and the tests' own SMTP server); without it (development) each message is written as an .eml
 * file to DATA_DIR/outbox and logged, so nothing leaves the laptop.
 * Written here rather than @payloadcms/email-nodemailer, whose exact peer pin lags Payload (ADR 0011).
 */
export function emailAdapter(config: AppEnv): EmailAdapter {
  const from = parseFrom(config.mailFrom)
  return ({ payload }) => {
    const transport = config.smtpUrl
      ? nodemailer.createTransport(smtpOptions(config.smtpUrl))
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    const outbox = path.join(config.dataDir, 'outbox')
    return {
      name: config.smtpUrl ? 'smtp' : 'outbox',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: async (message) => {
        const info = await transport.sendMail({ from, ...message } as SendMailOptions)
        if (!config.smtpUrl && 'message' in info && Buffer.isBuffer(info.message)) {
          fs.mkdirSync(outbox, { recursive: true })
          const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`)
          fs.writeFileSync(file, info.message)
          payload.logger.info(`Email "${String(message.subject)}" untuk ${String(message.to)} disimpan di ${file}`)
        }
        return info
      },
    }
  }
}

/** smtp[s]://user:password@host:port, with timeouts so a dead server cannot hold a request for minutes. */
function smtpOptions(url: string) {
  const u = new URL(url)
  const secure = u.protocol === 'smtps:'
  return {
    host: u.hostname,
    port: Number(u.port) || (secure ? 465 : 587),
    secure,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    // Loopback test servers run without TLS; real servers are reached over TLS or STARTTLS.
    ignoreTLS: u.searchParams.get('tls') === 'off',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
}

function parseFrom(value: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value)
  return match?.[2] ? { name: match[1] || 'UTB', address: match[2] } : { name: 'UTB', address: value.trim() }
}
