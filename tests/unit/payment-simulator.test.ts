import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMidtransProvider } from '@/features/payments/providers/midtrans'
import {
  ProviderError,
  type ChargeInput,
  type PaymentProvider,
} from '@/features/payments/providers/types'
import { createXenditProvider } from '@/features/payments/providers/xendit'
import {
  startPaymentSimulator,
  type PaymentSimulator,
} from '../../scripts/lib/payment-simulator.mjs'

const SERVER_KEY = 'SB-Mid-server-simulator-test'
const SECRET_KEY = 'xnd_development_simulator_test'
const TOKEN = 'simulator-callback-token-test'

/** The app's side: counts and keeps every notification it is sent. */
type Received = { path: string; headers: Headers; body: string }
const received: Received[] = []
let receiver: http.Server
let receiverUrl = ''
let sim: PaymentSimulator
let midtrans: PaymentProvider
let xendit: PaymentProvider
const providers = () => ({ midtrans, xendit })

beforeAll(async () => {
  receiver = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value)
    received.push({ path: req.url ?? '', headers, body: Buffer.concat(chunks).toString('utf8') })
    res.writeHead(200).end('{"ok":true}')
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  sim = await startPaymentSimulator({
    notify: { midtrans: `${receiverUrl}/midtrans`, xendit: `${receiverUrl}/xendit` },
    midtransServerKey: SERVER_KEY,
    xenditCallbackToken: TOKEN,
    xenditSecretKey: SECRET_KEY,
  })
  midtrans = createMidtransProvider({ serverKey: SERVER_KEY, apiUrl: sim.midtransUrl })
  xendit = createXenditProvider({
    secretKey: SECRET_KEY,
    callbackToken: TOKEN,
    apiUrl: sim.xenditUrl,
  })
})

afterAll(async () => {
  await sim?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

let sequence = 0
function charge(method: ChargeInput['method']): ChargeInput {
  sequence += 1
  return {
    orderId: `PMB-TEST-${process.pid}-${sequence}`,
    amount: 300000,
    method,
    customer: { name: 'Siti Nurhaliza', email: 'siti@example.com', phone: '+6281234567890' },
    expiresAt: new Date(Date.now() + 24 * 3600_000),
  }
}

/** The notifications the receiver got for one order, each checked by the provider that sent it. */
function notificationsFor(provider: PaymentProvider, orderId: string) {
  return received
    .filter((r) => r.path === `/${provider.name}` && r.body.includes(orderId))
    .map((r) => provider.verifyNotification(r.body, r.headers))
}

describe.each(['midtrans', 'xendit'] as const)('%s client against the simulator', (name) => {
  it('creates a VA charge, reads it pending, and sees it paid after a verified notification', async () => {
    const provider = providers()[name]
    const input = charge('va_bni')
    const created = await provider.createCharge(input)
    expect(created.vaNumber).toMatch(/^\d{8,}$/)
    expect(JSON.parse(created.raw)).toBeTypeOf('object')
    const ref = { orderId: input.orderId, providerReference: created.providerReference }
    expect(await provider.fetchStatus(ref)).toMatchObject({ status: 'pending', amount: 300000 })

    await sim.pay(input.orderId)
    expect(notificationsFor(provider, input.orderId)).toEqual([
      {
        ok: true,
        orderId: input.orderId,
        providerReference: created.providerReference,
        claimedStatus: 'paid',
        amount: 300000,
      },
    ])
    const paid = await provider.fetchStatus(ref)
    expect(paid).toMatchObject({
      status: 'paid',
      amount: 300000,
      providerReference: created.providerReference,
    })
    expect(paid.paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('creates a QRIS charge and expires it; asked to expire a paid one, it reports paid', async () => {
    const provider = providers()[name]
    const input = charge('qris')
    const created = await provider.createCharge(input)
    expect(created.qrString).toMatch(/^000201/)
    const ref = { orderId: input.orderId, providerReference: created.providerReference }
    expect(await provider.expire(ref)).toMatchObject({ status: 'expired', orderId: input.orderId })
    expect(await provider.fetchStatus(ref)).toMatchObject({ status: 'expired' })

    const other = charge('va_bri')
    const second = await provider.createCharge(other)
    await sim.pay(other.orderId)
    const ended = await provider.expire({
      orderId: other.orderId,
      providerReference: second.providerReference,
    })
    expect(ended.status).toBe('paid')
  })

  it('answers a lost status read with a retryable ProviderError on 500, then succeeds', async () => {
    const provider = providers()[name]
    const input = charge('va_permata')
    const created = await provider.createCharge(input)
    sim.failNext()
    const failed = await provider
      .fetchStatus({ orderId: input.orderId, providerReference: created.providerReference })
      .catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(ProviderError)
    expect(failed).toMatchObject({ provider: name, status: 500, retryable: true })
    const again = await provider.fetchStatus({
      orderId: input.orderId,
      providerReference: created.providerReference,
    })
    expect(again.status).toBe('pending')
  })

  it('reports an unknown order as a non-retryable ProviderError', async () => {
    const error = await providers()
      [name].fetchStatus({
        orderId: 'PMB-UNKNOWN',
        providerReference: 'pr-00000000-0000-4000-8000-000000000000',
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 404, retryable: false })
  })
})

describe('Midtrans specifics', () => {
  it('creates a Mandiri bill (biller code + bill key) and a BCA VA with the asked expiry', async () => {
    const mandiri = await midtrans.createCharge(charge('va_mandiri'))
    expect(mandiri).toMatchObject({
      billerCode: '70012',
      billKey: expect.stringMatching(/^\d{12}$/),
    })
    const input = charge('va_bca')
    const bca = await midtrans.createCharge(input)
    expect(bca.vaNumber).toMatch(/^\d+$/)
    // Whole minutes: the expiry is at most a minute before the one asked for, never after it.
    const drift = input.expiresAt.getTime() - new Date(bca.expiresAt).getTime()
    expect(drift).toBeGreaterThanOrEqual(0)
    expect(drift).toBeLessThanOrEqual(60_000)
  })

  it('sends the expire notification after answering the expire call', async () => {
    const input = charge('va_bca')
    await midtrans.createCharge(input)
    await midtrans.expire({ orderId: input.orderId })
    await sim.idle()
    expect(notificationsFor(midtrans, input.orderId)).toMatchObject([
      { ok: true, claimedStatus: 'expired' },
    ])
  })

  it('refuses a wrong server key with a non-retryable 401', async () => {
    const wrong = createMidtransProvider({
      serverKey: 'SB-Mid-server-wrong',
      apiUrl: sim.midtransUrl,
    })
    await expect(wrong.createCharge(charge('qris'))).rejects.toMatchObject({
      status: 401,
      retryable: false,
    })
  })

  it('gives a retryable ProviderError when nobody answers', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise((resolve) => closed.close(resolve))
    const offline = createMidtransProvider({ serverKey: SERVER_KEY, apiUrl: url })
    await expect(offline.fetchStatus({ orderId: 'x' })).rejects.toMatchObject({ retryable: true })
  })
})

describe.each(['midtrans', 'xendit'] as const)('%s simulator faults', (name) => {
  async function pendingCharge() {
    const input = charge('va_bca')
    const created = await providers()[name].createCharge(input)
    return { orderId: input.orderId, providerReference: created.providerReference }
  }

  it('signature: wrong → the notification fails the check', async () => {
    const ref = await pendingCharge()
    await sim.pay(ref.orderId, { signature: 'wrong' })
    expect(notificationsFor(providers()[name], ref.orderId)).toMatchObject([
      { ok: false, reason: 'bad_signature' },
    ])
  })

  it('duplicates: n → the same notification n more times', async () => {
    const ref = await pendingCharge()
    const result = await sim.pay(ref.orderId, { duplicates: 2 })
    const bodies = received.filter((r) => r.body.includes(ref.orderId)).map((r) => r.body)
    expect(bodies).toHaveLength(3)
    expect(new Set(bodies).size).toBe(1)
    expect(result.notification.deliveries.map((d) => d.status)).toEqual([200, 200, 200])
  })

  it('drop → paid at the provider, nothing sent', async () => {
    const ref = await pendingCharge()
    const result = await sim.pay(ref.orderId, { drop: true })
    expect(result.notification).toMatchObject({ dropped: true, deliveries: [] })
    expect(notificationsFor(providers()[name], ref.orderId)).toEqual([])
    expect(await providers()[name].fetchStatus(ref)).toMatchObject({ status: 'paid' })
  })

  it('amount: n → a valid notification that claims another amount', async () => {
    const ref = await pendingCharge()
    await sim.pay(ref.orderId, { amount: 3000 })
    expect(notificationsFor(providers()[name], ref.orderId)).toMatchObject([
      { ok: true, amount: 3000 },
    ])
    expect(await providers()[name].fetchStatus(ref)).toMatchObject({ amount: 300000 })
  })

  it('delayMs → the payment changes first, the notification is sent at least that much later', async () => {
    const ref = await pendingCharge()
    const paying = sim.pay(ref.orderId, { delayMs: 200 })
    expect(await providers()[name].fetchStatus(ref)).toMatchObject({ status: 'paid' })
    const { payment, notification } = await paying
    const waited = Date.parse(notification.deliveries[0]!.at) - Date.parse(payment.paidAt!)
    expect(waited).toBeGreaterThanOrEqual(195)
    expect(notificationsFor(providers()[name], ref.orderId)).toMatchObject([
      { ok: true, claimedStatus: 'paid' },
    ])
  })

  it('sendStale → an earlier status arrives after the newer one, correctly signed', async () => {
    const ref = await pendingCharge()
    await sim.pay(ref.orderId)
    await sim.sendStale(ref.orderId, name === 'midtrans' ? 'pending' : 'expired')
    const claims = notificationsFor(providers()[name], ref.orderId).map(
      (n) => n.ok && n.claimedStatus,
    )
    expect(claims).toEqual(['paid', name === 'midtrans' ? 'pending' : 'expired'])
    expect(await providers()[name].fetchStatus(ref)).toMatchObject({ status: 'paid' })
  })

  it('expire → the notification says expired', async () => {
    const ref = await pendingCharge()
    await sim.expire(ref.orderId)
    expect(notificationsFor(providers()[name], ref.orderId)).toMatchObject([
      { ok: true, claimedStatus: 'expired' },
    ])
  })
})

describe('simulator control endpoints', () => {
  it('pays through POST /_simulator/pay/<orderId> with faults, and fails the next call on request', async () => {
    const input = charge('qris')
    await xendit.createCharge(input)
    const paid = await fetch(`${sim.url}/_simulator/pay/${input.orderId}`, {
      method: 'POST',
      body: JSON.stringify({ duplicates: 1 }),
    })
    expect(paid.status).toBe(200)
    expect(notificationsFor(xendit, input.orderId)).toHaveLength(2)
    const again = await fetch(`${sim.url}/_simulator/pay/${input.orderId}`, { method: 'POST' })
    expect(again.status).toBe(409)
    expect((await fetch(`${sim.url}/_simulator/pay/PMB-NOPE`, { method: 'POST' })).status).toBe(404)

    expect((await fetch(`${sim.url}/_simulator/fail-next`, { method: 'POST' })).status).toBe(200)
    await expect(midtrans.createCharge(charge('qris'))).rejects.toMatchObject({
      status: 500,
      retryable: true,
    })
    expect(
      sim.payments().some((p) => p.orderId === input.orderId && p.status === 'SUCCEEDED'),
    ).toBe(true)
  })
})
