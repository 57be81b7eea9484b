import sharp from 'sharp'
import { openPage, severeA11yViolations, signInWithToken } from './helpers'
import { adminGet, adminSend, createApplicantViaApi } from './admin-api'
import { errorResponse, expect, test, type APIRequestContext, type Page } from './fixtures'
import * as f from '../helpers/upload-fixtures'

// Applicant uploads through the real server: hostile files are refused with the applicant's
// message (never a 500), a stored file is served to its owner only, and the upload fields show
// progress and the server's answers. Run once, on the desktop project.
test.skip(
  ({ isMobile }) => isMobile,
  'request-level and component checks run once, on the desktop project',
)

const ENDPOINT = '/api/pendaftar/berkas'

const send = (
  request: APIRequestContext,
  headers: Record<string, string>,
  kind: string,
  buffer: Buffer,
  name: string,
  mimeType = 'image/jpeg',
) => request.post(ENDPOINT, { headers, multipart: { kind, file: { name, mimeType, buffer } } })

/** A photo-like JPEG of about 1 MB, so a throttled upload takes a few seconds. */
async function heavyJpeg() {
  const noise = Buffer.from(
    Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256)),
  )
  return sharp(noise, { raw: { width: 700, height: 700, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer()
}

async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  })
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
}

test('hostile uploads are refused with a clear Indonesian message and a 4xx, never a 500', async ({
  request,
}) => {
  const { headers } = await createApplicantViaApi(request, 'unggah-jahat', 'reguler')
  const cases: [string, Buffer, string, number, RegExp][] = [
    [
      'executable renamed .jpg',
      f.executable(),
      'bukti.jpg',
      415,
      /^Berkas harus berupa JPG, PNG atau PDF\.$/,
    ],
    [
      'SVG with a script',
      f.svgWithScript(),
      'bukti.svg',
      415,
      /^Berkas harus berupa JPG, PNG atau PDF\.$/,
    ],
    ['file over 5 MB', f.oversized(), 'besar.jpg', 413, /^Ukuran berkas maksimal 5 MB\.$/],
    [
      'request far over 5 MB',
      Buffer.alloc(6 * 1024 * 1024, 1),
      'besar.jpg',
      413,
      /^Ukuran berkas maksimal 5 MB\.$/,
    ],
    ['JPEG/ZIP polyglot', await f.jpegZipPolyglot(), 'bukti.jpg', 415, /data lain selain gambar/],
    ['PDF with JavaScript', f.pdfWithJavaScript(), 'bukti.pdf', 415, /PDF ini berisi skrip/],
  ]
  for (const [label, buffer, name, status, message] of cases) {
    const response = await send(request, headers, 'payment_proof', buffer, name)
    expect(response.status(), label).toBe(status)
    const body = (await response.json()) as { ok: boolean; message: string }
    expect(body.ok, label).toBe(false)
    expect(body.message, label).toMatch(message)
  }
  // Payload's own upload route runs the same checks (the collection's hooks).
  for (const [buffer, message] of [
    [f.executable(), 'Berkas harus berupa JPG, PNG atau PDF.'],
    [await f.jpegZipPolyglot(), 'data lain selain gambar'],
  ] as const) {
    const response = await request.post('/api/cms/applicant-files', {
      headers,
      multipart: {
        file: { name: 'bukti.jpg', mimeType: 'image/jpeg', buffer },
        _payload: JSON.stringify({ kind: 'payment_proof', owner: 1 }),
      },
    })
    expect(response.status()).toBe(400)
    expect(await response.text()).toContain(message)
  }

  const unknownKind = await send(request, headers, 'passport', await f.plainJpeg(), 'x.jpg')
  expect(unknownKind.status()).toBe(400)
  expect(await unknownKind.json()).toEqual({ ok: false, message: 'Jenis berkas tidak dikenal.' })
})

test("an applicant's file is served to its owner only, never sniffed or rendered as a page", async ({
  request,
  playwright,
  baseURL,
}) => {
  const owner = await createApplicantViaApi(request, 'unggah-a', 'reguler')
  const other = await createApplicantViaApi(request, 'unggah-b', 'magang')

  const stored = await send(
    request,
    owner.headers,
    'payment_proof',
    await f.jpegWithExif(),
    'IMG_0001.jpg',
  )
  expect(stored.status(), await stored.text()).toBe(200)
  const { file } = (await stored.json()) as {
    file: { url: string; filename: string; mimeType: string }
  }
  expect(file).toMatchObject({
    mimeType: 'image/jpeg',
    url: `/api/cms/applicant-files/file/${file.filename}`,
  })
  expect(file.filename).toMatch(/^[0-9a-f-]{36}\.jpg$/)

  const own = await request.get(file.url, { headers: owner.headers })
  expect(own.status()).toBe(200)
  expect(own.headers()).toMatchObject({
    'content-type': 'image/jpeg',
    'x-content-type-options': 'nosniff',
    'content-disposition': 'inline',
    'cache-control': 'private, no-store',
  })
  expect((await sharp(await own.body()).metadata()).exif).toBeUndefined()

  expect([403, 404]).toContain((await request.get(file.url, { headers: other.headers })).status())
  const anonymous = await playwright.request.newContext({ baseURL })
  expect([403, 404]).toContain((await anonymous.get(file.url)).status())
  expect(
    (
      await anonymous.post(ENDPOINT, {
        multipart: {
          kind: 'photo',
          file: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: await f.plainJpeg() },
        },
      })
    ).status(),
  ).toBe(401)
  await anonymous.dispose()
})

test('payment: accounts, proof upload with progress, rejection with reason, a new upload, verified', async ({
  page,
  request,
  baseURL,
  expectPageError,
}) => {
  test.setTimeout(90_000)
  // The refused file below: the server answers 415 with the applicant's message.
  expectPageError(errorResponse(415, ENDPOINT))
  const applicant = await createApplicantViaApi(request, 'unggah-bayar', 'reguler')
  await signInWithToken(page, applicant, baseURL!)
  await openPage(page, '/daftar/daftar-reguler')
  const payment = page.getByTestId('payment-section')
  await expect(payment.getByTestId('registration-fee')).toHaveText('Rp 300.000')
  await expect(payment.getByTestId('bank-accounts').getByRole('listitem')).toHaveCount(2)
  await expect(payment.getByRole('button', { name: /Salin nomor rekening/ })).toHaveCount(2)
  await expect(payment).toHaveAttribute('data-proof-state', 'none')
  const input = payment.getByLabel('Bukti pembayaran')
  await expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.pdf')
  await expect(payment).toContainText('JPG, PNG atau PDF, maks. 5 MB')

  // A refused file: the server's message under the field, the rest of the section unchanged.
  await input.setInputFiles({
    name: 'bukti.jpg',
    mimeType: 'image/jpeg',
    buffer: await f.jpegZipPolyglot(),
  })
  await expect(payment.getByTestId('upload-status')).toHaveText(
    'Berkas ini tampaknya berisi data lain selain gambar; unggah ulang hasil foto/pindaian asli.',
  )
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await expect(payment.getByTestId('bank-accounts')).toBeVisible()
  expect(await severeA11yViolations(page)).toEqual([])

  // A real proof on a slow line: the progress bar moves, then "waiting for verification".
  const restore = await throttleUploads(page, 256 * 1024)
  await input.setInputFiles({
    name: 'bukti-transfer.jpg',
    mimeType: 'image/jpeg',
    buffer: await heavyJpeg(),
  })
  const bar = payment.getByRole('progressbar', { name: 'Kemajuan unggahan bukti pembayaran' })
  await expect(bar).toBeVisible()
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
    .toBeGreaterThan(0)
  await expect(payment.getByTestId('upload-status')).toHaveText(
    'bukti-transfer.jpg berhasil diunggah.',
    { timeout: 20_000 },
  )
  await restore()
  await expect(payment).toHaveAttribute('data-proof-state', 'waiting')
  const link = payment.getByTestId('current-file').getByRole('link')
  await expect(link).toHaveText(/^Lihat bukti pembayaran \(JPG, \d+ KB\)$/)
  // Fetched by the page itself, as opening the link does (same origin, with the session cookie).
  const served = await page.evaluate(
    async (url) => {
      const response = await fetch(url)
      return [response.status, response.headers.get('content-type')]
    },
    (await link.getAttribute('href'))!,
  )
  expect(served).toEqual([200, 'image/jpeg'])

  // Staff reject it with a reason: the applicant reads the reason and may upload again.
  const found = await adminGet(
    request,
    `/api/cms/applications?where[applicant][equals]=${applicant.id}&depth=0`,
  )
  const applicationId = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  const reason = 'Nominal transfer tidak sesuai (Rp 30.000).'
  const rejected = await adminSend(request, 'patch', `/api/cms/applications/${applicationId}`, {
    status: 'payment_rejected',
    paymentRejectionReason: reason,
  })
  expect(rejected.status(), await rejected.text()).toBe(200)
  // Opened again until hydrated: the file input's change handler is React's, and the scripts come
  // after the first paint (ADR 0036); a file chosen before that was never uploaded (seen in CI).
  await openPage(page, page.url())
  await expect(payment).toHaveAttribute('data-proof-state', 'rejected')
  await expect(payment.getByTestId('rejection-reason')).toHaveText(reason)
  await input.setInputFiles({
    name: 'bukti-baru.png',
    mimeType: 'image/png',
    buffer: await f.plainPng(),
  })
  await expect(payment.getByTestId('upload-status')).toHaveText(
    'bukti-baru.png berhasil diunggah.',
    { timeout: 20_000 },
  )
  await expect(payment).toHaveAttribute('data-proof-state', 'waiting')

  // Verified: nothing more to upload.
  const verified = await adminSend(request, 'patch', `/api/cms/applications/${applicationId}`, {
    status: 'payment_verified',
  })
  expect(verified.status(), await verified.text()).toBe(200)
  await page.reload()
  await expect(payment).toHaveAttribute('data-proof-state', 'verified')
  await expect(payment.getByLabel('Bukti pembayaran')).toHaveCount(0)
  await expect(payment.getByRole('link', { name: 'Lihat bukti pembayaran' })).toBeVisible()
})

test('the documents step: a photo must be an image, and an upload keeps the other fields', async ({
  page,
  request,
  baseURL,
  expectPageError,
}) => {
  // The PDF as a photo: the server answers 415 with the applicant's message.
  expectPageError(errorResponse(415, ENDPOINT))
  const applicant = await createApplicantViaApi(request, 'unggah-berkas', 'reguler')
  await signInWithToken(page, applicant, baseURL!)
  await openPage(page, '/multi-step-form?langkah=4')
  const photo = page.getByTestId('upload-photo')
  const input = photo.getByLabel('Pas foto')
  await expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png')
  await expect(photo).toContainText('JPG atau PNG, maks. 5 MB')
  await expect(page.getByTestId('upload-id_card')).toContainText('JPG, PNG atau PDF, maks. 5 MB')

  await input.setInputFiles({ name: 'foto.pdf', mimeType: 'application/pdf', buffer: f.pdf() })
  await expect(photo.getByTestId('upload-status')).toHaveText(
    'Pas foto harus berupa gambar JPG atau PNG.',
  )
  await expect(input).toHaveAttribute('aria-invalid', 'true')

  await input.setInputFiles({
    name: 'pas-foto.jpg',
    mimeType: 'image/jpeg',
    buffer: await f.jpegWithExif(300, 400),
  })
  await expect(photo.getByTestId('upload-status')).toHaveText('pas-foto.jpg berhasil diunggah.', {
    timeout: 20_000,
  })
  await expect(photo.getByTestId('current-file').getByRole('link')).toHaveText(
    /^Lihat pas foto \(JPG, [\d,]+ K?B\)$/,
  )
  await expect(page.getByTestId('upload-id_card').getByTestId('current-file')).toHaveCount(0)
  await expect(page.getByTestId('step-counter')).toHaveText('Langkah 4 dari 5')
})
