import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestIdMixin } from '@/features/observability/logger'
import { metricsRegistry } from '@/lib/metrics-registry'
import { observeRequest } from '@/features/observability/request-log'

// The app server's part (scripts/server.ts) on a bare HTTP server: the request id, the JSON log
// lines that carry it, and the request counted by route class and status class.
const lines: Record<string, unknown>[] = []
const logger = pino(
  { mixin: requestIdMixin },
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  }),
)
let server: http.Server
let base = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!
    observeRequest(req, res, pathname, logger, () => {
      // Written by the app while it answers: Payload's log lines go through the same logger.
      setImmediate(() => {
        logger.info('di dalam jawaban')
        res.statusCode = pathname === '/tidak-ada' ? 404 : 200
        res.end('ok')
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

const count = async (route: string, status: string) => {
  const { values } = await metricsRegistry().getSingleMetric('kampus_http_requests_total')!.get()
  const found = values.find(
    (v) => v.labels.route_class === route && v.labels.status_class === status,
  )
  return found?.value ?? 0
}
/** The access line of `reqId`, written when the answer ended (the client may see it first). */
const accessLine = async (reqId: string) => {
  for (;;) {
    const line = lines.find((l) => l.reqId === reqId && l.msg === 'request')
    if (line) return line
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('observeRequest', () => {
  it("keeps the proxy's request id, answers it and writes it on every line of the request", async () => {
    const pages = await count('page', '4xx')
    const answer = await fetch(`${base}/tidak-ada?token=rahasia`, {
      headers: { 'x-request-id': 'nginx-0123456789abcdef' },
    })
    await answer.text()
    expect(answer.headers.get('x-request-id')).toBe('nginx-0123456789abcdef')
    expect(await accessLine('nginx-0123456789abcdef')).toMatchObject({
      path: '/tidak-ada',
      status: 404,
      method: 'GET',
      route: 'page',
    })
    expect(lines).toContainEqual(
      expect.objectContaining({ reqId: 'nginx-0123456789abcdef', msg: 'di dalam jawaban' }),
    )
    expect(JSON.stringify(lines)).not.toContain('rahasia')
    expect(await count('page', '4xx')).toBe(pages + 1)
  })

  it('gives a request without an id, or with one that is not an id, a new one', async () => {
    for (const given of [undefined, 'a b', 'x'.repeat(200)]) {
      const answer = await fetch(`${base}/api/page-news`, {
        headers: given ? { 'x-request-id': given } : {},
      })
      await answer.text()
      const reqId = answer.headers.get('x-request-id')!
      expect(reqId).toMatch(/^[0-9a-f-]{36}$/)
      expect(await accessLine(reqId)).toMatchObject({ route: 'api', status: 200 })
    }
  })
})
