#!/usr/bin/env node
// A real SMTP server for tests: every message it receives is parsed and written as JSON
// ({ to, from, subject, text, html, date }) to a folder the tests read.
// Usage: node scripts/mail-sink.mjs <port> <folder>   (or import { startMailSink })
import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'

export function startMailSink({ port, dir, host = '127.0.0.1' }) {
  fs.mkdirSync(dir, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to]
            .flat()
            .flatMap((a) => a?.value ?? [])
            .map((v) => v.address?.toLowerCase())
          const record = {
            to,
            from: mail.from?.text,
            subject: mail.subject,
            text: mail.text,
            html: mail.html || '',
            date: new Date().toISOString(),
          }
          const file = path.join(dir, `${Date.now()}-${process.pid}-${++count}.json`)
          fs.writeFileSync(`${file}.tmp`, JSON.stringify(record))
          fs.renameSync(`${file}.tmp`, file)
          callback()
        })
        .catch(callback)
    },
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve({ close: () => new Promise((r) => server.close(r)) }))
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, dir] = process.argv.slice(2)
  await startMailSink({ port: Number(port), dir })
  console.log(`Mail sink listening on ${port}, writing to ${dir}`)
}
