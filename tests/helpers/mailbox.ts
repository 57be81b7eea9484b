import fs from 'node:fs'
import path from 'node:path'

export type ReceivedMail = {
  to: string[]
  from?: string
  subject: string
  text?: string
  html: string
  date: string
}

/** Messages the test SMTP server (scripts/mail-sink.mjs) received for `to`, oldest first. */
export function mailsFor(dir: string, to: string): ReceivedMail[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as ReceivedMail)
    .filter((m) => m.to.includes(to.toLowerCase()))
}

/** Waits until a message for `to` whose subject matches arrives (mail is sent after the response). */
export async function waitForMail(
  dir: string,
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = mailsFor(dir, to)
      .filter((m) => subject.test(m.subject))
      .at(-1)
    if (found) return found
    if (Date.now() > deadline) {
      const seen = mailsFor(dir, to).map((m) => m.subject)
      throw new Error(
        `Tidak ada email "${subject}" untuk ${to} dalam ${timeoutMs} ms (diterima: ${JSON.stringify(seen)})`,
      )
    }
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The first link in a mail's HTML that starts with `prefix` (verification, reset). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const match = mail.html.match(
    new RegExp(`href="(${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^"]*)"`),
  )
  if (!match?.[1]) throw new Error(`Tautan ${prefix} tidak ada di email "${mail.subject}"`)
  return match[1].replace(/&amp;/g, '&')
}
