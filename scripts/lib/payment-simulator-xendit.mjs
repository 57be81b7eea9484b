// The Xendit Payments API v3 part of the payment simulator (scripts/lib/payment-simulator.mjs):
// /v3/payment_requests (create, get, cancel) and webhooks with the callback token.
import crypto from 'node:crypto'
import { digits, qrString } from './payment-simulator-common.mjs'

const CHANNELS = new Set([
  'BCA_VIRTUAL_ACCOUNT',
  'BNI_VIRTUAL_ACCOUNT',
  'BRI_VIRTUAL_ACCOUNT',
  'MANDIRI_VIRTUAL_ACCOUNT',
  'PERMATA_VIRTUAL_ACCOUNT',
  'QRIS',
])

/**
 * @param {{ callbackToken: string, secretKey?: string, notifyUrl: () => string | undefined,
 *   byOrder: Map<string, any> }} ctx
 */
export function xenditSimulator({
  callbackToken: xenditCallbackToken,
  secretKey: xenditSecretKey,
  notifyUrl,
  byOrder,
}) {
  /** payment_request_id → payment */
  const byRequestId = new Map()

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
      url: notifyUrl(),
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
    if (!CHANNELS.has(b.channel_code))
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

  return { route: xenditRoute, notification: xenditNotification, error: xenditError }
}
