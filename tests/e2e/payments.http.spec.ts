import { expect, httpTest as test } from './fixtures'
import { createApplicantViaApi } from './admin-api'

// The payment routes' refusals on the real server (Midtrans offered, through the payment simulator
// scripts/e2e.mjs starts): every refusal is a 4xx in the envelope with the applicant's (or the
// provider's) message, never a 500, and nothing is charged. Paying: payments-online.spec.ts and
// tests/int/payments-online (both providers, every notification fault).

type Envelope = { meta: { status: number; message: string }; data: unknown }

test('an applicant asking for a VA: signed out, a bad method, no track chosen yet', async ({
  playwright,
  baseURL,
  request,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL })
  const signedOut = await anonymous.post('/api/pendaftar/pembayaran', {
    data: { method: 'va_bca' },
  })
  expect(signedOut.status()).toBe(401)
  expect(((await signedOut.json()) as Envelope).meta.message).toMatch(/Sesi Anda telah berakhir/)
  await anonymous.dispose()

  const applicant = await createApplicantViaApi(request, 'bayar-online')
  const headers = applicant.headers
  for (const data of [{ method: 'kartu_kredit' }, {}, 'bukan json']) {
    const bad = await request.post('/api/pendaftar/pembayaran', { headers, data })
    expect(bad.status()).toBe(400)
    expect(((await bad.json()) as Envelope).meta.message).toBe(
      'Pilih cara pembayaran yang tersedia.',
    )
  }
  const none = await request.post('/api/pendaftar/pembayaran', {
    headers,
    data: { method: 'qris' },
  })
  expect(none.status()).toBe(409)
  expect(((await none.json()) as Envelope).meta.message).toBe(
    'Pilih jalur pendaftaran terlebih dahulu sebelum membayar.',
  )

  const list = await request.get('/api/pendaftar/pembayaran', { headers })
  expect(list.status()).toBe(200)
  expect(((await list.json()) as Envelope).data).toEqual([])
})

test('another site cannot make a visitor’s browser ask for a VA', async ({ request }) => {
  const applicant = await createApplicantViaApi(request, 'bayar-lintas', 'reguler')
  const crossSite = await request.post('/api/pendaftar/pembayaran', {
    headers: {
      ...applicant.headers,
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    },
    data: { method: 'va_bca' },
  })
  expect(crossSite.status()).toBe(403)
})

test('a notification unsigned, for an unknown provider, or too large, is refused in the envelope', async ({
  request,
}) => {
  const unsigned = await request.post('/api/pembayaran/notifikasi/midtrans', {
    data: { order_id: 'UTB-1-abcdefgh', status_code: '200', gross_amount: '300000.00' },
  })
  expect(unsigned.status()).toBe(401)
  expect(((await unsigned.json()) as Envelope).meta.message).toBe(
    'Tanda tangan notifikasi tidak sah.',
  )
  const other = await request.post('/api/pembayaran/notifikasi/paypal', { data: {} })
  expect(other.status()).toBe(404)
  expect(((await other.json()) as Envelope).meta.message).toMatch(/Penyedia pembayaran/)
  const large = await request.post('/api/pembayaran/notifikasi/xendit', {
    headers: { 'Content-Type': 'application/json' },
    data: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }),
  })
  expect(large.status()).toBe(413)
})

test('one address sending forged notifications is held back after 300, others are not', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const from = (address: string) => ({
    headers: { 'X-Forwarded-For': address },
    data: { order_id: 'UTB-1-abcdefgh', status_code: '200', gross_amount: '300000.00' },
  })
  const forger = '198.51.100.203'
  for (let i = 0; i < 300; i++) {
    const refused = await request.post('/api/pembayaran/notifikasi/midtrans', from(forger))
    expect(refused.status()).toBe(401)
  }
  const held = await request.post('/api/pembayaran/notifikasi/midtrans', from(forger))
  expect(held.status()).toBe(429)
  expect(held.headers()['retry-after']).toMatch(/^\d+$/)
  expect(((await held.json()) as Envelope).meta.message).toMatch(/Terlalu banyak notifikasi/)
  const other = await request.post('/api/pembayaran/notifikasi/midtrans', from('198.51.100.204'))
  expect(other.status()).toBe(401)
})
