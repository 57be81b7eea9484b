import { expect, httpTest as test } from './fixtures'
import { AUTH_MESSAGES } from '../../src/features/admissions/auth/messages'

/**
 * §7 legacy-style calls (old/…): programme lists at data.data.data_component, login and
 * registration with the server's message on failure, the profile photo upload behind the login.
 */

type Body = {
  meta: { status: number; message: string }
  data: { data_component?: { id: number; name: string }[]; data?: Record<string, unknown> } | null
}

test('programme category, faculty and majors of a faculty', async ({ request }) => {
  const categories = (await (await request.get('/api/old/collegeprogramcategory')).json()) as Body
  expect(categories.meta.status).toBe(200)
  expect(categories.data!.data_component!.map((c) => c.name)).toEqual(
    expect.arrayContaining(['Program Sarjana', 'Program Diploma']),
  )
  const faculties = (await (await request.get('/api/old/faculty')).json()) as Body
  const teknik = faculties.data!.data_component!.find((f) => f.name.includes('Teknik'))!
  expect(teknik).toBeTruthy()
  const byName = (await (await request.get('/api/old/major/Teknik')).json()) as Body
  const byId = (await (await request.get(`/api/old/major/${teknik.id}`)).json()) as Body
  expect(byName.data!.data_component!.length).toBeGreaterThan(0)
  expect(byId.data!.data_component).toEqual(byName.data!.data_component)
  expect(
    ((await (await request.get('/api/old/major/Tidak-Ada')).json()) as Body).data!.data_component,
  ).toEqual([])
})

test('login and registration answer with the server’s message; the photo upload needs a login', async ({
  request,
}) => {
  const wrong = await request.post('/api/old/auth/login', {
    data: { email: 'tidak-ada@contoh.id', password: 'Salah-Sandi-12345' },
  })
  expect(wrong.status()).toBe(401)
  expect(((await wrong.json()) as Body).meta.message).toBe(AUTH_MESSAGES.wrongCredentials)
  expect(
    (
      await request.post('/api/old/auth/login', {
        data: 'bukan json',
        headers: { 'Content-Type': 'application/json' },
      })
    ).status(),
  ).toBe(400)

  const email = `lama-${Date.now()}@contoh.id`
  const data = {
    fullName: 'Pendaftar Lama',
    email,
    whatsapp: '0812 3456 7000',
    password: 'Jalur-Lama-Kampus-2026',
  }
  const noConsent = await request.post('/api/old/auth/register', { data })
  expect(noConsent.status()).toBe(400)
  expect(
    ((await noConsent.json()) as { data: { errors: Record<string, string> } }).data.errors.consent,
  ).toMatch(/persetujuan/)
  const created = await request.post('/api/old/auth/register', { data: { ...data, consent: true } })
  expect(created.status(), await created.text()).toBe(201)
  expect(((await created.json()) as Body).data!.data).toMatchObject({
    str_email: email,
    verified: false,
  })
  const unverified = await request.post('/api/old/auth/login', {
    data: { email, password: data.password },
  })
  expect(unverified.status()).toBe(403)

  const upload = await request.post('/api/old/upload/profile', {
    multipart: { file: { name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('x') } },
  })
  expect(upload.status()).toBe(401)
  expect(((await upload.json()) as Body).meta.message).toMatch(/masuk kembali/)
})
