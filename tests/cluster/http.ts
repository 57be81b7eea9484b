import http from 'node:http'
import { generate } from 'otplib'

/**
 * Plain HTTP for the cluster tests: unlike fetch, it can send from a chosen loopback address
 * (127.0.0.x), which is how a test plays a client with its own address for the per-IP limits.
 */
export type Reply = {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
  text: string
  json: <T = unknown>() => T
}

export type RequestOptions = {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  localAddress?: string
  timeoutMs?: number
}

export function request(
  url: string,
  { method = 'GET', headers = {}, body, localAddress, timeoutMs = 30_000 }: RequestOptions = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers, localAddress, timeout: timeoutMs, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        // The answer had begun (status and headers arrived) when it broke off.
        res.on('error', (error) => reject(Object.assign(error, { afterHeaders: true })))
        res.on('end', () => {
          const data = Buffer.concat(chunks)
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: data,
            text: data.toString('utf8'),
            json: <T>() => JSON.parse(data.toString('utf8')) as T,
          })
        })
      },
    )
    req.on('timeout', () => req.destroy(new Error(`timeout ${method} ${url}`)))
    req.on('error', reject)
    req.end(body)
  })
}

export const postJson = (url: string, data: unknown, options: RequestOptions = {}) =>
  request(url, {
    ...options,
    method: options.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', ...options.headers },
    body: JSON.stringify(data),
  })

/** The `name=value` pairs of a reply's Set-Cookie headers, as a Cookie header. */
export const cookieOf = (reply: Reply) =>
  (reply.headers['set-cookie'] ?? []).map((c) => c.split(';', 1)[0]).join('; ')

/** A multipart body of one file and some fields. */
export function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; bytes: Buffer },
) {
  const boundary = `----kampus${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    )
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}` +
        `"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
  )
  parts.push(file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** Polls `check` until it returns true or `timeoutMs` passed; the time it took in ms, or throws. */
export async function within(timeoutMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (await check()) return Date.now() - started
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/**
 * A production staff session reaches no staff data before its second step (ADR 0041): it enrols
 * an authenticator app, as /admin/mfa does, which verifies this session.
 */
export async function passSecondStep(url: string, headers: Record<string, string>) {
  const setup = await postJson(`${url}/api/cms/users/mfa/totp/setup`, {}, { headers })
  if (setup.status !== 200) throw new Error(`totp/setup: ${setup.status} ${setup.text}`)
  const { secret } = setup.json<{ secret: string }>()
  const code = await generate({ secret })
  const confirmed = await postJson(`${url}/api/cms/users/mfa/totp/confirm`, { code }, { headers })
  if (confirmed.status !== 200)
    throw new Error(`totp/confirm: ${confirmed.status} ${confirmed.text}`)
}
