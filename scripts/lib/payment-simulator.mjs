// A local stand-in for Midtrans (Core API) and Xendit (Payments API v3) for development and tests:
// the endpoints src/features/payments/providers/ calls, with the same field names, status codes
// and error bodies, payments kept in memory, and notifications signed as the real ones are, with
// faults on demand. For development only: it listens on loopback and anyone may pay.
//
//   import { startPaymentSimulator } from './lib/payment-simulator.mjs'
//   const sim = await startPaymentSimulator({
//     notify: { midtrans: 'http://127.0.0.1:3000/…', xendit: 'http://127.0.0.1:3000/…' },
//     midtransServerKey: 'SB-Mid-server-…', xenditCallbackToken: '…',
//   })
//   // the app: MIDTRANS_API_URL=sim.midtransUrl, XENDIT_API_URL=sim.xenditUrl
//   await sim.pay(orderId, { duplicates: 2 })   // paid; the notification sent 3 times
//   await sim.close()
//
// Faults (pay, expire, sendStale; also the JSON body of the control endpoints):
//   signature: 'wrong'  signed with another key / sent with another callback token
//   duplicates: n       the same notification n more times
//   drop: true          the state changes, no notification is sent (a lost one)
//   amount: n           the notification claims n rupiah (correctly signed)
//   delayMs: n          wait n ms before sending
// sendStale(orderId, status) sends a correctly signed notification of an earlier status (e.g.
// 'pending' after 'paid') without changing the payment: an old notification after a newer one.
// failNext(n) (POST /_simulator/fail-next) makes the next n API calls answer 500.
// slowNext(ms) makes the next API call answer only after ms (a provider too slow to wait for).
import crypto from 'node:crypto'
import http from 'node:http'
import { midtransSimulator } from './payment-simulator-midtrans.mjs'
import { xenditSimulator } from './payment-simulator-xendit.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * @param {{
 *   port?: number, host?: string,
 *   notify?: { midtrans?: string, xendit?: string },
 *   midtransServerKey: string, xenditCallbackToken: string, xenditSecretKey?: string,
 * }} options
 */
export async function startPaymentSimulator({
  port = 0,
  host = '127.0.0.1',
  notify = {},
  midtransServerKey,
  xenditCallbackToken,
  xenditSecretKey,
}) {
  if (!midtransServerKey || !xenditCallbackToken) {
    throw new Error('payment simulator: midtransServerKey and xenditCallbackToken are required')
  }
  /** @type {Map<string, any>} key `${provider}:${orderId}` */
  const byOrder = new Map()
  let failures = 0
  let slowMs = 0

  let api = ''
  const midtrans = midtransSimulator({
    serverKey: midtransServerKey,
    notifyUrl: () => notify.midtrans,
    apiUrl: () => api,
    byOrder,
    sendLater: (p, notification) => track(deliver(p, notification, {})),
  })
  const xendit = xenditSimulator({
    callbackToken: xenditCallbackToken,
    secretKey: xenditSecretKey,
    notifyUrl: () => notify.xendit,
    byOrder,
  })

  // ---- state changes and notifications -------------------------------------------------------

  /** Sends one notification (1 + duplicates times) unless dropped; each answer is recorded. */
  async function deliver(p, notification, faults) {
    const record = { body: notification.body, dropped: Boolean(faults.drop), deliveries: [] }
    p.notifications.push(record)
    if (faults.drop) return record
    if (faults.delayMs) await sleep(Number(faults.delayMs))
    const times = 1 + Math.max(0, Number(faults.duplicates ?? 0))
    for (let i = 0; i < times; i++) {
      const at = new Date().toISOString()
      if (!notification.url) {
        record.deliveries.push({ at, status: 0, error: 'no notify URL' })
        continue
      }
      try {
        const response = await fetch(notification.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...notification.headers },
          body: notification.body,
        })
        record.deliveries.push({ at, status: response.status, body: await response.text() })
      } catch (error) {
        record.deliveries.push({ at, status: 0, error: error.message })
      }
    }
    return record
  }

  const inFlight = new Set()
  function track(promise) {
    inFlight.add(promise)
    void promise.finally(() => inFlight.delete(promise))
  }

  function find(orderId) {
    const p = byOrder.get(`midtrans:${orderId}`) ?? byOrder.get(`xendit:${orderId}`)
    if (!p)
      throw Object.assign(new Error(`no simulated payment for order ${orderId}`), { status: 404 })
    return p
  }

  const pending = (p) =>
    p.provider === 'midtrans' ? p.status === 'pending' : p.status === 'ACCEPTING_PAYMENTS'

  function ensurePending(p, action) {
    if (!pending(p)) {
      throw Object.assign(new Error(`order ${p.orderId} is ${p.status}; cannot ${action}`), {
        status: 409,
      })
    }
  }

  const notificationFor = (p, status, faults) =>
    (p.provider === 'midtrans' ? midtrans : xendit).notification(p, status, faults)

  const OWN_STATUS = {
    midtrans: { pending: 'pending', paid: 'settlement', expired: 'expire' },
    xendit: { paid: 'SUCCEEDED', expired: 'EXPIRED' },
  }

  async function pay(orderId, faults = {}) {
    const p = find(orderId)
    ensurePending(p, 'pay')
    p.status = OWN_STATUS[p.provider].paid
    p.paidAt = new Date()
    if (p.provider === 'xendit') p.paymentId = `py-${crypto.randomUUID()}`
    const notification = await deliver(p, notificationFor(p, p.status, faults), faults)
    return { payment: snapshot(p), notification }
  }

  async function expire(orderId, faults = {}) {
    const p = find(orderId)
    ensurePending(p, 'expire')
    p.status = OWN_STATUS[p.provider].expired
    p.updatedAt = new Date()
    const notification = await deliver(p, notificationFor(p, p.status, faults), faults)
    return { payment: snapshot(p), notification }
  }

  async function sendStale(orderId, status, faults = {}) {
    const p = find(orderId)
    const own = OWN_STATUS[p.provider][status]
    if (!own) {
      throw Object.assign(new Error(`${p.provider} sends no "${status}" notification`), {
        status: 400,
      })
    }
    const notification = await deliver(p, notificationFor(p, own, faults), faults)
    return { payment: snapshot(p), notification }
  }

  function snapshot(p) {
    const { notifications, idempotencyKey, channelProperties, ...rest } = p
    void idempotencyKey
    void channelProperties
    return {
      ...rest,
      createdAt: p.createdAt.toISOString(),
      expiresAt: p.expiresAt.toISOString(),
      paidAt: p.paidAt?.toISOString(),
      updatedAt: p.updatedAt?.toISOString(),
      notifications: notifications.map((n) => ({ ...n, deliveries: [...n.deliveries] })),
    }
  }

  // ---- HTTP ---------------------------------------------------------------------------------

  async function control(req) {
    const m = /^\/_simulator\/(pay|expire|stale)\/(.+)$/.exec(req.path)
    if (req.method === 'POST' && req.path === '/_simulator/fail-next') {
      failures += Math.max(1, Number(req.body?.count ?? 1))
      return [200, { failNext: failures }]
    }
    if (req.method === 'GET' && req.path === '/_simulator/payments') {
      return [200, { payments: [...byOrder.values()].map(snapshot) }]
    }
    if (req.method !== 'POST' || !m) return [404, { error: 'unknown simulator endpoint' }]
    const orderId = decodeURIComponent(m[2])
    const { status, ...faults } = req.body ?? {}
    try {
      const result =
        m[1] === 'pay'
          ? await pay(orderId, faults)
          : m[1] === 'expire'
            ? await expire(orderId, faults)
            : await sendStale(orderId, status, faults)
      return [200, result]
    } catch (error) {
      return [error.status ?? 500, { error: error.message }]
    }
  }

  async function route(req) {
    if (req.path.startsWith('/_simulator/')) return control(req)
    const provider = req.path.startsWith('/midtrans/')
      ? 'midtrans'
      : req.path.startsWith('/xendit/')
        ? 'xendit'
        : ''
    if (!provider) return [404, { error: 'not found' }]
    req.path = req.path.slice(provider.length + 1)
    if (slowMs > 0) {
      const wait = slowMs
      slowMs = 0
      await sleep(wait)
    }
    if (failures > 0) {
      failures--
      return provider === 'midtrans'
        ? midtrans.error(
            '500',
            'Sorry. Our system is recovering from unexpected issues. Please retry.',
          )
        : xendit.error(
            500,
            'SERVER_ERROR',
            'An unexpected error occured, our team has been notified',
          )
    }
    return provider === 'midtrans' ? midtrans.route(req) : xendit.route(req)
  }

  const server = http.createServer(async (request, response) => {
    const chunks = []
    for await (const chunk of request) chunks.push(chunk)
    const text = Buffer.concat(chunks).toString('utf8')
    let body
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      response.writeHead(400, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({ error_code: 'API_VALIDATION_ERROR', message: 'Request body is not JSON' }),
      )
      return
    }
    const url = new URL(request.url ?? '/', 'http://simulator')
    const [status, answer] = await route({
      method: request.method,
      path: url.pathname,
      headers: request.headers,
      body,
    })
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer))
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  api = `http://${host}:${server.address().port}`

  return {
    url: api,
    midtransUrl: `${api}/midtrans`,
    xenditUrl: `${api}/xendit`,
    pay,
    expire,
    sendStale,
    failNext: (count = 1) => {
      failures += count
    },
    slowNext: (ms) => {
      slowMs = ms
    },
    payments: () => [...byOrder.values()].map(snapshot),
    /** Resolves when the notifications sent on the simulator's own initiative have been answered. */
    idle: async () => {
      while (inFlight.size) await Promise.all([...inFlight])
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
