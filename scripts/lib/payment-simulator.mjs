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
import crypto from 'node:crypto'
import http from 'node:http'

const MIDTRANS_BANKS = new Set(['bca', 'bni', 'bri', 'permata'])
const XENDIT_CHANNELS = new Set([
  'BCA_VIRTUAL_ACCOUNT',
  'BNI_VIRTUAL_ACCOUNT',
  'BRI_VIRTUAL_ACCOUNT',
  'MANDIRI_VIRTUAL_ACCOUNT',
  'PERMATA_VIRTUAL_ACCOUNT',
  'QRIS',
])
const MIDTRANS_PAYMENT_TYPE = {
  bank_transfer: 'Bank Transfer',
  echannel: 'Mandiri Bill',
  qris: 'QRIS',
}

const digits = (n) => Array.from(crypto.randomBytes(n), (b) => String(b % 10)).join('')
const sha512 = (text) => crypto.createHash('sha512').update(text, 'utf8').digest('hex')
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
/** Midtrans's "YYYY-MM-DD HH:mm:ss" in WIB (UTC+7). */
const wib = (date) =>
  new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')
const qrString = (amount) =>
  `00020101021226620014COM.GO-JEK.WWW011893600914${digits(12)}5204581253033605406${amount}` +
  `.005802ID5920KAMPUS SIMULATOR6007BANDUNG6304${digits(4)}`

/** Midtrans's order_time ("2026-12-07 11:54:12 +0700") → Date. */
function midtransOrderTime(value) {
  const m =
    typeof value === 'string' &&
    /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2})(\d{2})$/.exec(value)
  return m ? new Date(`${m[1]}T${m[2]}${m[3]}:${m[4]}`) : new Date()
}

const UNIT_MS = { second: 1000, minute: 60_000, hour: 3600_000, day: 86_400_000 }

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
  /** @type {Map<string, any>} Xendit payment_request_id → payment */
  const byRequestId = new Map()
  let failures = 0

  // ---- Midtrans -------------------------------------------------------------------------------

  function midtransView(p) {
    const view = {
      status_code: { pending: '201', settlement: '200', expire: '407' }[p.status],
      status_message: `Success, transaction is found`,
      transaction_id: p.reference,
      order_id: p.orderId,
      merchant_id: 'G000000000',
      gross_amount: `${p.amount}.00`,
      currency: 'IDR',
      payment_type: p.paymentType,
      transaction_time: wib(p.createdAt),
      transaction_status: p.status,
      fraud_status: 'accept',
      expiry_time: wib(p.expiresAt),
    }
    if (p.paidAt) view.settlement_time = wib(p.paidAt)
    if (p.bank === 'permata') view.permata_va_number = p.vaNumber
    else if (p.bank) view.va_numbers = [{ bank: p.bank, va_number: p.vaNumber }]
    if (p.billKey) Object.assign(view, { bill_key: p.billKey, biller_code: p.billerCode })
    if (p.qrString) {
      view.qr_string = p.qrString
      view.acquirer = 'gopay'
      view.actions = [
        {
          name: 'generate-qr-code',
          method: 'GET',
          url: `${api}/midtrans/v2/qris/${p.reference}/qr-code`,
        },
      ]
    }
    return view
  }

  /** A notification as Midtrans posts it: status_code 200 settled, 201 pending, 202 expired. */
  function midtransNotification(p, status, faults) {
    const view = midtransView({ ...p, status })
    const statusCode = { settlement: '200', pending: '201', expire: '202' }[status]
    const grossAmount = faults.amount === undefined ? view.gross_amount : `${faults.amount}.00`
    const key = faults.signature === 'wrong' ? `${midtransServerKey}-wrong` : midtransServerKey
    const body = {
      ...view,
      status_code: statusCode,
      status_message: 'midtrans payment notification',
      gross_amount: grossAmount,
      signature_key: sha512(p.orderId + statusCode + grossAmount + key),
    }
    return { url: notify.midtrans, headers: {}, body: JSON.stringify(body) }
  }

  const midtransError = (code, message, extra = {}) => [
    Number(code),
    { status_code: code, status_message: message, id: crypto.randomUUID(), ...extra },
  ]

  function midtransCharge(req) {
    const b = req.body ?? {}
    const orderId = b.transaction_details?.order_id
    const amount = b.transaction_details?.gross_amount
    const bank = b.bank_transfer?.bank
    const type = b.payment_type
    const invalid = []
    if (typeof orderId !== 'string' || !orderId)
      invalid.push('transaction_details.order_id is required')
    if (!Number.isInteger(amount) || amount < 1) {
      invalid.push('transaction_details.gross_amount must be a whole number of rupiah')
    }
    if (!MIDTRANS_PAYMENT_TYPE[type]) invalid.push('payment_type is not supported')
    if (type === 'bank_transfer' && !MIDTRANS_BANKS.has(bank))
      invalid.push('bank_transfer.bank is not supported')
    if (invalid.length) {
      return midtransError('400', 'One or more parameters in the payload is invalid.', {
        validation_messages: invalid,
      })
    }
    const existing = byOrder.get(`midtrans:${orderId}`)
    // An expired order_id may be charged again; any other duplicate is refused.
    if (existing && existing.status !== 'expire') {
      return midtransError(
        '406',
        'The request could not be completed due to a conflict with the current state of the target ' +
          'resource, please try again',
      )
    }
    const createdAt = new Date()
    const expiry = b.custom_expiry
    const start = expiry?.order_time ? midtransOrderTime(expiry.order_time) : createdAt
    const duration =
      Number(expiry?.expiry_duration ?? 24 * 60) * (UNIT_MS[expiry?.unit ?? 'minute'] ?? 60_000)
    const p = {
      provider: 'midtrans',
      orderId,
      reference: crypto.randomUUID(),
      amount,
      method: type === 'qris' ? 'qris' : type === 'echannel' ? 'va_mandiri' : `va_${bank}`,
      paymentType: type,
      status: 'pending',
      createdAt,
      expiresAt: new Date(start.getTime() + duration),
      notifications: [],
    }
    if (type === 'bank_transfer') Object.assign(p, { bank, vaNumber: `${digits(3)}${digits(8)}` })
    if (type === 'echannel') Object.assign(p, { billerCode: '70012', billKey: digits(12) })
    if (type === 'qris') p.qrString = qrString(amount)
    byOrder.set(`midtrans:${orderId}`, p)
    const view = midtransView(p)
    view.status_message = `Success, ${MIDTRANS_PAYMENT_TYPE[type]} transaction is created`
    return [200, view]
  }

  async function midtransRoute(req) {
    const expected = `Basic ${Buffer.from(`${midtransServerKey}:`).toString('base64')}`
    if (req.headers.authorization !== expected) {
      return midtransError(
        '401',
        'Access denied due to unauthorized transaction, please check client or server key',
      )
    }
    if (req.method === 'POST' && req.path === '/v2/charge') return midtransCharge(req)
    const m = /^\/v2\/([^/]+)\/(status|expire)$/.exec(req.path)
    if (!m || (m[2] === 'status') !== (req.method === 'GET'))
      return midtransError('404', 'The requested resource is not found')
    const p = byOrder.get(`midtrans:${decodeURIComponent(m[1])}`)
    if (!p) return midtransError('404', "Transaction doesn't exist.")
    if (m[2] === 'status') return [200, midtransView(p)]
    if (p.status !== 'pending')
      return midtransError('412', 'Merchant cannot modify the status of the transaction')
    p.status = 'expire'
    // Sent after the answer, as Midtrans does: the caller may hold a lock its notification route needs.
    track(deliver(p, midtransNotification(p, 'expire', {}), {}))
    return [200, { ...midtransView(p), status_message: 'Success, transaction has expired' }]
  }

  // ---- Xendit ---------------------------------------------------------------------------------

  function xenditView(p) {
    const actions = [
      {
        type: 'PRESENT_TO_CUSTOMER',
        descriptor: p.qrString ? 'QR_STRING' : 'VIRTUAL_ACCOUNT_NUMBER',
        value: p.qrString ?? p.vaNumber,
      },
    ]
    return {
      business_id: 'sim0000000000000000000000',
      reference_id: p.orderId,
      payment_request_id: p.reference,
      type: 'PAY',
      country: 'ID',
      currency: 'IDR',
      request_amount: p.amount,
      capture_method: 'AUTOMATIC',
      channel_code: p.channelCode,
      channel_properties: { ...p.channelProperties, expires_at: p.expiresAt.toISOString() },
      actions,
      status: p.status,
      ...(p.description ? { description: p.description } : {}),
      ...(p.metadata ? { metadata: p.metadata } : {}),
      created: p.createdAt.toISOString(),
      updated: (p.paidAt ?? p.updatedAt ?? p.createdAt).toISOString(),
    }
  }

  /** payment.capture for a payment, payment_request.expiry for the request (data = the request). */
  function xenditNotification(p, status, faults) {
    const amount = faults.amount ?? p.amount
    const now = new Date().toISOString()
    const view = xenditView({ ...p, status })
    let body
    if (status === 'SUCCEEDED') {
      const at = (p.paidAt ?? new Date()).toISOString()
      body = {
        created: now,
        business_id: view.business_id,
        event: 'payment.capture',
        data: {
          type: 'PAY',
          status: 'SUCCEEDED',
          country: 'ID',
          created: at,
          updated: at,
          captures: [
            {
              capture_id: `cptr-${crypto.randomUUID()}`,
              capture_amount: amount,
              capture_timestamp: at,
            },
          ],
          currency: 'IDR',
          payment_id: p.paymentId ?? `py-${crypto.randomUUID()}`,
          business_id: view.business_id,
          channel_code: p.channelCode,
          reference_id: p.orderId,
          capture_method: 'AUTOMATIC',
          request_amount: amount,
          payment_details: {},
          payment_request_id: p.reference,
        },
      }
    } else {
      body = {
        created: now,
        business_id: view.business_id,
        event: 'payment_request.expiry',
        data: { ...view, request_amount: amount },
      }
    }
    const token =
      faults.signature === 'wrong' ? `${xenditCallbackToken}-wrong` : xenditCallbackToken
    return {
      url: notify.xendit,
      headers: { 'x-callback-token': token },
      body: JSON.stringify(body),
    }
  }

  const xenditError = (status, code, message) => [status, { error_code: code, message }]

  function xenditCreate(req) {
    const b = req.body ?? {}
    const problems = []
    if (typeof b.reference_id !== 'string' || !b.reference_id)
      problems.push('reference_id is required')
    if (!Number.isInteger(b.request_amount) || b.request_amount < 1)
      problems.push('request_amount must be a whole number')
    if (b.currency !== 'IDR' || b.country !== 'ID')
      problems.push('currency must be IDR and country ID')
    if (!XENDIT_CHANNELS.has(b.channel_code))
      problems.push(`channel_code ${b.channel_code} is not supported`)
    const va = b.channel_code !== 'QRIS'
    if (va && !b.channel_properties?.display_name)
      problems.push('channel_properties.display_name is required')
    if (problems.length) return xenditError(400, 'API_VALIDATION_ERROR', problems.join('; '))
    const key = req.headers['idempotency-key']
    const previous = key
      ? [...byRequestId.values()].find((p) => p.idempotencyKey === key)
      : undefined
    if (previous) return [201, xenditView(previous)]
    const createdAt = new Date()
    const expiresAt = b.channel_properties?.expires_at
      ? new Date(b.channel_properties.expires_at)
      : new Date(createdAt.getTime() + 24 * 3600_000)
    const p = {
      provider: 'xendit',
      orderId: b.reference_id,
      reference: `pr-${crypto.randomUUID()}`,
      idempotencyKey: key,
      amount: b.request_amount,
      method: va ? `va_${b.channel_code.split('_')[0].toLowerCase()}` : 'qris',
      channelCode: b.channel_code,
      channelProperties: { ...b.channel_properties },
      description: b.description,
      metadata: b.metadata,
      status: 'ACCEPTING_PAYMENTS',
      createdAt,
      expiresAt,
      notifications: [],
    }
    if (va) p.vaNumber = `8808${digits(12)}`
    else p.qrString = qrString(p.amount)
    byRequestId.set(p.reference, p)
    byOrder.set(`xendit:${p.orderId}`, p)
    return [201, xenditView(p)]
  }

  function xenditRoute(req) {
    const auth = req.headers.authorization ?? ''
    const user = auth.startsWith('Basic ')
      ? Buffer.from(auth.slice(6), 'base64').toString().split(':')[0]
      : ''
    if (!user || (xenditSecretKey && user !== xenditSecretKey)) {
      return xenditError(401, 'INVALID_API_KEY', 'API key is not authorized for this API service')
    }
    if (req.method === 'POST' && req.path === '/v3/payment_requests') return xenditCreate(req)
    const m = /^\/v3\/payment_requests\/([^/]+)(\/cancel)?$/.exec(req.path)
    if (!m || (m[2] ? 'POST' : 'GET') !== req.method)
      return xenditError(404, 'NOT_FOUND', 'Route not found')
    const p = byRequestId.get(decodeURIComponent(m[1]))
    if (!p) return xenditError(404, 'DATA_NOT_FOUND', 'Payment request not found')
    if (!m[2]) return [200, xenditView(p)]
    if (p.status !== 'ACCEPTING_PAYMENTS') {
      return xenditError(400, 'INACTIVE_PAYMENT_REQUEST', 'Payment request is already inactive.')
    }
    p.status = 'CANCELED'
    p.updatedAt = new Date()
    return [200, xenditView(p)]
  }

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
    p.provider === 'midtrans'
      ? midtransNotification(p, status, faults)
      : xenditNotification(p, status, faults)

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
    if (failures > 0) {
      failures--
      return provider === 'midtrans'
        ? midtransError(
            '500',
            'Sorry. Our system is recovering from unexpected issues. Please retry.',
          )
        : xenditError(
            500,
            'SERVER_ERROR',
            'An unexpected error occured, our team has been notified',
          )
    }
    return provider === 'midtrans' ? midtransRoute(req) : xenditRoute(req)
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
  const api = `http://${host}:${server.address().port}`

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
