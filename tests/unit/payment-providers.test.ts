import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv as parseAppEnv } from '@/lib/env'
import { configuredProviders, paymentProvider } from '@/features/payments/providers/config'
import {
  mapMidtransStatus,
  midtransSignature,
  verifyMidtransNotification,
} from '@/features/payments/providers/midtrans'
import { mapXenditStatus, verifyXenditNotification } from '@/features/payments/providers/xendit'

const SERVER_KEY = 'SB-Mid-server-test-key'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-payments-env-'))
const parseEnv = (vars: Record<string, string>) => parseAppEnv({ DATA_DIR: dataDir, ...vars })
const TOKEN = 'xendit-callback-token-test'

function midtransBody(fields: Record<string, string> = {}, key = SERVER_KEY) {
  const body = {
    order_id: 'PMB-2026-0001',
    status_code: '200',
    gross_amount: '300000.00',
    transaction_status: 'settlement',
    transaction_id: 'b7f1c7a2-0000-4000-8000-000000000001',
    fraud_status: 'accept',
    ...fields,
  }
  const signature = midtransSignature(body.order_id, body.status_code, body.gross_amount, key)
  return { ...body, signature_key: signature }
}

describe('Midtrans notification check', () => {
  it('computes signature_key as SHA512(order_id + status_code + gross_amount + server key)', () => {
    expect(midtransSignature('PMB-2026-0001', '200', '300000.00', SERVER_KEY)).toBe(
      'f8bf3f12028a37eb7e169de873595433d01448c344ae338a6c5c2ddef3db532f' +
        '15632afc240343a0bef3497138a3de5ea4ee711fe3b6fb8262109cf1ef4a5c85',
    )
  })

  it('accepts a correctly signed notification and reads the amount as integer rupiah', () => {
    expect(verifyMidtransNotification(JSON.stringify(midtransBody()), SERVER_KEY)).toEqual({
      ok: true,
      orderId: 'PMB-2026-0001',
      providerReference: 'b7f1c7a2-0000-4000-8000-000000000001',
      claimedStatus: 'paid',
      amount: 300000,
    })
  })

  it('refuses a wrong, missing or other-length signature, and a tampered amount', () => {
    const signed = midtransBody()
    const cases = [
      midtransBody({}, 'another-server-key'),
      { ...signed, signature_key: undefined },
      { ...signed, signature_key: signed.signature_key.slice(0, 64) },
      { ...signed, signature_key: `${signed.signature_key}00` },
      { ...signed, gross_amount: '3000.00' },
      { ...signed, order_id: 'PMB-2026-0002' },
    ]
    for (const body of cases) {
      const result = verifyMidtransNotification(JSON.stringify(body), SERVER_KEY)
      expect(result).toMatchObject({ ok: false, reason: 'bad_signature' })
    }
  })

  it('calls broken JSON, missing fields, fractions of a rupiah and unknown statuses malformed', () => {
    const { order_id: _omitted, ...withoutOrder } = midtransBody()
    void _omitted
    const cases = [
      '{"order_id":',
      '[]',
      JSON.stringify(withoutOrder),
      JSON.stringify(midtransBody({ gross_amount: '300000.50' })),
      JSON.stringify(midtransBody({ gross_amount: '-300000.00' })),
      JSON.stringify(midtransBody({ transaction_status: 'paid' })),
    ]
    for (const raw of cases) {
      expect(verifyMidtransNotification(raw, SERVER_KEY)).toMatchObject({
        ok: false,
        reason: 'malformed',
      })
    }
  })

  it('maps transaction_status (and fraud_status for capture) to the payment statuses', () => {
    const table: [string, string | undefined, string | undefined][] = [
      ['settlement', undefined, 'paid'],
      ['capture', 'accept', 'paid'],
      ['capture', 'challenge', 'pending'],
      ['capture', 'deny', 'failed'],
      ['pending', undefined, 'pending'],
      ['expire', undefined, 'expired'],
      ['deny', undefined, 'failed'],
      ['cancel', undefined, 'failed'],
      ['failure', undefined, 'failed'],
      ['refund', undefined, 'refunded'],
      ['partial_refund', undefined, 'refunded'],
      ['lunas', undefined, undefined],
    ]
    for (const [status, fraud, expected] of table) {
      expect(mapMidtransStatus(status, fraud), `${status}/${fraud}`).toBe(expected)
    }
  })
})

function xenditBody(event = 'payment.capture', data: Record<string, unknown> = {}) {
  return JSON.stringify({
    event,
    business_id: 'b1',
    created: '2026-12-07T01:00:00.000Z',
    data: {
      status: 'SUCCEEDED',
      currency: 'IDR',
      reference_id: 'PMB-2026-0001',
      payment_request_id: 'pr-8877c08a-740d-4153-9816-3d744ed197a5',
      request_amount: 300000,
      captures: [
        { capture_id: 'c1', capture_amount: 300000, capture_timestamp: '2026-12-07T01:00:00Z' },
      ],
      ...data,
    },
  })
}

const headers = (token?: string) =>
  new Headers(token === undefined ? {} : { 'x-callback-token': token })

describe('Xendit notification check', () => {
  it('accepts the right x-callback-token and maps the event', () => {
    expect(verifyXenditNotification(xenditBody(), headers(TOKEN), TOKEN)).toEqual({
      ok: true,
      orderId: 'PMB-2026-0001',
      providerReference: 'pr-8877c08a-740d-4153-9816-3d744ed197a5',
      claimedStatus: 'paid',
      amount: 300000,
    })
    const expiry = xenditBody('payment_request.expiry', { status: 'EXPIRED', captures: undefined })
    expect(verifyXenditNotification(expiry, headers(TOKEN), TOKEN)).toMatchObject({
      ok: true,
      claimedStatus: 'expired',
    })
    const failure = xenditBody('payment.failure', { status: 'FAILED' })
    expect(verifyXenditNotification(failure, headers(TOKEN), TOKEN)).toMatchObject({
      claimedStatus: 'failed',
    })
  })

  it('refuses a wrong, missing or other-length token before reading the body', () => {
    for (const token of [undefined, '', `${TOKEN}x`, TOKEN.slice(1), TOKEN.replace('x', 'y')]) {
      expect(verifyXenditNotification('not json', headers(token), TOKEN)).toMatchObject({
        ok: false,
        reason: 'bad_signature',
      })
    }
  })

  it('calls unknown events, mismatched statuses, other currencies and fractions malformed', () => {
    const cases = [
      'not json',
      xenditBody('payment_token.activation'),
      xenditBody('payment.capture', { status: 'FAILED' }),
      xenditBody('payment.capture', { currency: 'USD' }),
      xenditBody('payment.capture', { captures: [{ capture_amount: 300000.5 }] }),
      xenditBody('payment.capture', { reference_id: undefined }),
    ]
    for (const raw of cases) {
      expect(verifyXenditNotification(raw, headers(TOKEN), TOKEN)).toMatchObject({
        reason: 'malformed',
      })
    }
  })

  it('maps payment request statuses', () => {
    expect(
      [
        'ACCEPTING_PAYMENTS',
        'REQUIRES_ACTION',
        'SUCCEEDED',
        'EXPIRED',
        'CANCELED',
        'FAILED',
        'X',
      ].map(mapXenditStatus),
    ).toEqual(['pending', 'pending', 'paid', 'expired', 'expired', 'failed', undefined])
  })
})

describe('payment provider configuration', () => {
  it('turns a provider on only when its keys are set, with the documented default URLs', () => {
    const none = parseEnv({}).payments
    expect(configuredProviders(none)).toEqual([])
    expect(paymentProvider('midtrans', none)).toBeNull()
    expect(paymentProvider('xendit', none)).toBeNull()

    const both = parseEnv({
      MIDTRANS_SERVER_KEY: SERVER_KEY,
      XENDIT_SECRET_KEY: 'xnd_development_abcdefgh',
      XENDIT_CALLBACK_TOKEN: TOKEN,
    }).payments
    expect(both.midtrans?.apiUrl).toBe('https://api.sandbox.midtrans.com')
    expect(both.xendit?.apiUrl).toBe('https://api.xendit.co')
    expect(configuredProviders(both)).toEqual(['midtrans', 'xendit'])
    expect(paymentProvider('midtrans', both)?.name).toBe('midtrans')
    expect(paymentProvider('xendit', both)?.methods).toContain('qris')

    const production = parseEnv({
      MIDTRANS_SERVER_KEY: 'Mid-server-abcdefgh',
      MIDTRANS_API_URL: 'https://api.midtrans.com/',
    })
    expect(production.payments.midtrans?.apiUrl).toBe('https://api.midtrans.com')
  })

  it('refuses a Xendit key without its callback token, and a malformed URL, naming the variable', () => {
    expect(() => parseEnv({ XENDIT_SECRET_KEY: 'xnd_development_abcdefgh' })).toThrow(ConfigError)
    expect(() => parseEnv({ XENDIT_SECRET_KEY: 'xnd_development_abcdefgh' })).toThrow(
      /XENDIT_CALLBACK_TOKEN/,
    )
    expect(() => parseEnv({ MIDTRANS_API_URL: 'api.midtrans.com' })).toThrow(/MIDTRANS_API_URL/)
  })
})
