import { randomUUID } from 'node:crypto'
import { expect, test, type APIResponse } from './fixtures'
import { adminGet, createApplicantViaApi } from './admin-api'
import { CROSS_SITE_MESSAGE } from '../../src/lib/same-origin'

/*
 * Another site's page must not make a visitor's browser log in, register, consent, write or
 * upload through our own route handlers (login CSRF and friends). These are the requests such a
 * page sends: a form post or a text/plain fetch, with the headers the browser adds.
 */
test.skip(({ isMobile }) => isMobile, 'API checks run once')

const CROSS_SITE = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
// Its own address for the per-address limits, so this file does not use up other tests' limits.
const ownAddress = () => ({ 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` })

async function expectRefused(res: APIResponse) {
  expect(res.status()).toBe(403)
  expect(res.headers()['set-cookie']).toBeUndefined()
  expect(((await res.json()) as { meta: { message: string } }).meta.message).toBe(
    CROSS_SITE_MESSAGE,
  )
}

test('a form on another site cannot sign the visitor into an account (login CSRF)', async ({
  request,
  baseURL,
}) => {
  const applicant = await createApplicantViaApi(request, 'csrf-masuk')
  const form = { email: applicant.email, password: applicant.password }
  await expectRefused(
    await request.post('/api/old/auth/login', {
      headers: { ...CROSS_SITE, ...ownAddress() },
      form,
    }),
  )
  // A browser without Fetch Metadata still sends Origin, and a sibling subdomain is no better.
  for (const headers of <Record<string, string>[]>[
    { Origin: 'https://evil.example' },
    { Origin: 'https://alumni.utb.ac.id', 'Sec-Fetch-Site': 'same-site' },
  ])
    await expectRefused(
      await request.post('/api/old/auth/login', { headers: { ...headers, ...ownAddress() }, form }),
    )

  // The site's own page, and a client that is no browser (an app with the bearer token), log in.
  const own = await request.post('/api/old/auth/login', {
    headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin', ...ownAddress() },
    form,
  })
  expect(own.status()).toBe(200)
  expect(own.headers()['set-cookie']).toMatch(/-token=[^;]+;.*HttpOnly/)
  const app = await request.post('/api/old/auth/login', { headers: ownAddress(), data: form })
  expect(app.status()).toBe(200)
})

test('a form on another site cannot register an account in the visitor’s name', async ({
  request,
}) => {
  const email = `csrf-daftar-${stamp()}@contoh.id`
  await expectRefused(
    await request.post('/api/old/auth/register', {
      headers: { ...CROSS_SITE, ...ownAddress() },
      form: {
        fullName: 'Korban Lintas Situs',
        email,
        whatsapp: '0812 3456 7000',
        password: 'Pelangi-Senja-Cemara-48',
        consent: 'on',
      },
    }),
  )
  const found = await adminGet(request, `/api/cms/applicants?where[email][equals]=${email}&depth=0`)
  expect(((await found.json()) as { totalDocs: number }).totalDocs).toBe(0)
})

test('another site cannot record a cookie consent the visitor never gave', async ({
  request,
  baseURL,
}) => {
  const visitor = randomUUID()
  const consent = (headers: Record<string, string>) =>
    request.post('/api/privasi/cookie', {
      headers: {
        ...headers,
        ...ownAddress(),
        Cookie: `kampus_pengunjung=${visitor}`,
        // A text/plain fetch needs no preflight: the body is still the banner's JSON.
        'Content-Type': 'text/plain',
      },
      data: JSON.stringify({ categories: ['necessary', 'analytics'], revision: 1 }),
    })
  const records = async () =>
    (
      (await (
        await adminGet(
          request,
          `/api/cms/consent-records?where[visitorId][equals]=${visitor}&depth=0`,
        )
      ).json()) as { totalDocs: number }
    ).totalDocs

  await expectRefused(await consent(CROSS_SITE))
  expect(await records()).toBe(0)
  // The same request from the site's own banner is recorded.
  expect((await consent({ Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' })).status()).toBe(200)
  expect(await records()).toBe(1)
})

test('the other writes refuse another site too: contact, visit log, uploads', async ({
  request,
}) => {
  const applicant = await createApplicantViaApi(request, 'csrf-unggah')
  const headers = { ...CROSS_SITE, ...ownAddress() }
  await expectRefused(
    await request.post('/api/contact/store', {
      headers,
      form: { name: 'Lintas Situs', email: 'lintas@contoh.id', message: 'Pesan dari situs lain.' },
    }),
  )
  await expectRefused(
    await request.put('/api/log-stastistics/store', {
      headers,
      data: { path: '/lintas-situs' },
    }),
  )
  const photo = { name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('bukan gambar') }
  await expectRefused(
    await request.post('/api/old/upload/profile', {
      headers: { ...headers, ...applicant.headers },
      multipart: { file: photo },
    }),
  )
  const upload = await request.post('/api/pendaftar/berkas', {
    headers: { ...headers, ...applicant.headers },
    multipart: { file: photo, kind: 'photo' },
  })
  expect(upload.status()).toBe(403)
  expect(await upload.json()).toEqual({ ok: false, message: CROSS_SITE_MESSAGE })
})
