// The Midtrans Core API part of the payment simulator (scripts/lib/payment-simulator.mjs):
// /v2/charge, /v2/{order_id}/status and /v2/{order_id}/expire, and signed notifications.
import crypto from 'node:crypto'
import { digits, qrString } from './payment-simulator-common.mjs'

const BANKS = new Set(['bca', 'bni', 'bri', 'permata'])
const MIDTRANS_PAYMENT_TYPE = {
  bank_transfer: 'Bank Transfer',
  echannel: 'Mandiri Bill',
  qris: 'QRIS',
}
const UNIT_MS = { second: 1000, minute: 60_000, hour: 3600_000, day: 86_400_000 }

const sha512 = (text) => crypto.createHash('sha512').update(text, 'utf8').digest('hex')
/** Midtrans's "YYYY-MM-DD HH:mm:ss" in WIB (UTC+7). */
const wib = (date) =>
  new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')

/** Midtrans's order_time ("2026-12-07 11:54:12 +0700") → Date. */
function midtransOrderTime(value) {
  const m =
    typeof value === 'string' &&
    /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2})(\d{2})$/.exec(value)
  return m ? new Date(`${m[1]}T${m[2]}${m[3]}:${m[4]}`) : new Date()
}

/**
 * @param {{ serverKey: string, notifyUrl: () => string | undefined, apiUrl: () => string,
 *   byOrder: Map<string, any>, sendLater: (payment: any, notification: any) => void }} ctx
 */
export function midtransSimulator({
  serverKey: midtransServerKey,
  notifyUrl,
  apiUrl,
  byOrder,
  sendLater,
}) {
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
          url: `${apiUrl()}/midtrans/v2/qris/${p.reference}/qr-code`,
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
    return { url: notifyUrl(), headers: {}, body: JSON.stringify(body) }
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
    if (type === 'bank_transfer' && !BANKS.has(bank))
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
    sendLater(p, midtransNotification(p, 'expire', {}))
    return [200, { ...midtransView(p), status_message: 'Success, transaction has expired' }]
  }

  return { route: midtransRoute, notification: midtransNotification, error: midtransError }
}
