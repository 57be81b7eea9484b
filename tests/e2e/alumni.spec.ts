import { adminHeaders } from './admin-api'
import { errorResponse, expect, test, type Page } from './fixtures'
import { settled, severeA11yViolations } from './helpers'

const ALUMNI = '/ikatan-alumni'
const STORIES = '/mahasiswa/cerita-alumni'
const GRADUATION = '/mahasiswa/galeri-wisuda'
const ENDPOINT = '/api/contact/store'

// The contact endpoint limits messages per sender address (X-Forwarded-For): each test sends
// from its own documentation address so the tests and the two projects never share a quota.
const senderIp = (isMobile: boolean, n: number) => `203.0.113.${(isMobile ? 100 : 0) + n}`
const valid = {
  name: 'Rina Kartika',
  phone: '0812 3456 7890',
  message: 'Mohon perbarui data alumni saya, angkatan 2016.',
}

/**
 * A page is rendered and its images optimised on their first request, which can take long on a
 * busy 2-core machine: wait for the document, not for every image, then for the loading overlay.
 */
async function openPage(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await settled(page)
}

async function fillForm(
  page: Page,
  values: { name: string; email: string; phone: string; message: string },
) {
  const form = page.getByTestId('contact-form')
  await form.getByLabel('Nama lengkap').fill(values.name)
  await form.getByLabel('Email').fill(values.email)
  await form.getByLabel('Nomor HP').fill(values.phone)
  await form.getByLabel('Pesan').fill(values.message)
  return form
}

test.describe('alumni contact form', () => {
  test.slow()
  test('a bad email is explained by the field, nothing typed is lost; a valid message reaches the admin', async ({
    page,
    request,
    isMobile,
    expectPageError,
  }, info) => {
    // The server judges the form: the bad email is answered 400 with the field's message.
    expectPageError(errorResponse(400, ENDPOINT))
    const ip = senderIp(isMobile, 1)
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
    await openPage(page, `${ALUMNI}#kontak`)
    const email = `rina.${info.project.name}.${Date.now()}@contoh.id`
    const form = await fillForm(page, { ...valid, email: 'rina@contoh' })
    await form.getByRole('button', { name: 'Kirim pesan' }).click()

    const emailField = form.getByLabel('Email')
    await expect(form.getByTestId('error-email')).toHaveText(
      'Format email tidak valid, contoh: nama@contoh.com.',
    )
    await expect(emailField).toHaveAttribute('aria-invalid', 'true')
    await expect(emailField).toBeFocused()
    await expect(emailField).toHaveAccessibleDescription(/Format email tidak valid/)
    await expect(page.getByTestId('contact-status')).toHaveText('Periksa kembali isian formulir.')
    await expect(form.getByLabel('Nama lengkap')).toHaveValue(valid.name)
    await expect(emailField).toHaveValue('rina@contoh')
    await expect(form.getByLabel('Nomor HP')).toHaveValue(valid.phone)
    await expect(form.getByLabel('Pesan')).toHaveValue(valid.message)

    // Correcting the field clears its message; while sending, the button shows progress and is disabled.
    await emailField.fill(email)
    await expect(form.getByTestId('error-email')).toHaveCount(0)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${ENDPOINT}`, async (route) => {
      await held
      await route.continue()
    })
    await form.getByRole('button', { name: 'Kirim pesan' }).click()
    const busy = form.getByRole('button', { name: 'Mengirim…' })
    await expect(busy).toBeDisabled()
    release()
    await expect(page.getByTestId('contact-status')).toHaveText(
      /^Terima kasih, pesan Anda sudah kami terima/,
    )
    await expect(form.getByRole('button', { name: 'Kirim pesan' })).toBeEnabled()
    await expect(form.getByLabel('Nama lengkap')).toHaveValue('')

    const headers = await adminHeaders(request)
    const found = await request.get(
      `/api/cms/contact-messages?where[email][equals]=${encodeURIComponent(email)}`,
      { headers },
    )
    expect(found.ok()).toBe(true)
    const { docs } = (await found.json()) as { docs: Record<string, unknown>[] }
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      name: valid.name,
      phone: valid.phone,
      message: valid.message,
      category: 3,
      status: 'baru',
      ipAddress: ip,
    })
    expect(docs[0]!.userAgent).toMatch(/Mozilla/)
    // …and no visitor can read them.
    expect(
      (
        await request.get(
          `/api/cms/contact-messages?where[email][equals]=${encodeURIComponent(email)}`,
        )
      ).status(),
    ).toBe(403)
  })

  test('after five messages from one address the form says to wait (429)', async ({
    page,
    request,
    isMobile,
    expectPageError,
  }) => {
    expectPageError(errorResponse(429, ENDPOINT))
    const ip = senderIp(isMobile, 2)
    for (let i = 0; i < 5; i++) {
      const sent = await request.post(ENDPOINT, {
        data: { ...valid, email: `batas${i}@contoh.id` },
        headers: { 'x-forwarded-for': ip },
      })
      expect(sent.status()).toBe(201)
    }
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
    await openPage(page, ALUMNI)
    const form = await fillForm(page, { ...valid, email: 'keenam@contoh.id' })
    const answer = page.waitForResponse((r) => r.url().endsWith(ENDPOINT))
    await form.getByRole('button', { name: 'Kirim pesan' }).click()
    expect((await answer).status()).toBe(429)
    await expect(page.getByTestId('contact-status')).toHaveText(
      'Terlalu banyak pesan dari alamat Anda. Silakan coba lagi dalam beberapa menit.',
    )
    await expect(form.getByLabel('Pesan')).toHaveValue(valid.message)
  })
})

test.describe('contact endpoint contract', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP checks run once')

  test('bad input is a 400 in the envelope, never a 500; a honeypot hit is a quiet fake success', async ({
    request,
  }) => {
    const headers = { 'x-forwarded-for': '198.51.100.77' }
    // Buffers: Playwright would JSON-encode a string body.
    const cases: { data: Buffer; expect: RegExp }[] = [
      { data: Buffer.from('{"name": "Rina",'), expect: /format JSON tidak valid/ },
      { data: Buffer.from('[1,2,3]'), expect: /harus berupa objek/ },
      {
        data: Buffer.from(JSON.stringify({ name: 42, email: ['x'], phone: true, message: {} })),
        expect: /Periksa kembali/,
      },
      {
        data: Buffer.from(
          JSON.stringify({ ...valid, email: 'a@b.c', message: 'x'.repeat(40_000) }),
        ),
        expect: /terlalu besar/,
      },
    ]
    for (const c of cases) {
      const response = await request.post(ENDPOINT, {
        data: c.data,
        headers: { ...headers, 'content-type': 'application/json' },
      })
      expect(response.status(), c.data.toString().slice(0, 40)).toBe(400)
      const json = (await response.json()) as {
        meta: { status: number; message: string }
        data: unknown
      }
      expect(json.meta.status).toBe(400)
      expect(json.meta.message).toMatch(c.expect)
    }
    const typed = await request.post(ENDPOINT, { data: { name: 42 }, headers })
    expect(
      ((await typed.json()) as { data: { errors: Record<string, string> } }).data.errors,
    ).toEqual({
      name: 'Nama harus berupa teks.',
      email: 'Email wajib diisi.',
      phone: 'Nomor HP wajib diisi.',
      message: 'Pesan wajib diisi.',
    })

    const bot = await request.post(ENDPOINT, {
      data: { ...valid, email: 'robot@contoh.id', website: 'https://spam.example' },
      headers,
    })
    expect(bot.status()).toBe(201)
    const admin = await adminHeaders(request)
    const stored = await request.get(
      '/api/cms/contact-messages?where[email][equals]=robot%40contoh.id',
      { headers: admin },
    )
    expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })
})

test.describe('alumni stories', () => {
  test('count, 6 stories per page, page 2 holds the rest', async ({ page }) => {
    test.slow()
    await openPage(page, STORIES)
    await expect(page.getByTestId('testimonial-count')).toHaveText(
      '12 cerita alumni · halaman 1 dari 2',
    )
    const cards = page.getByTestId('testimonial-card')
    await expect(cards).toHaveCount(6)
    await expect(cards.first()).toContainText('Rina Kartika Sari')
    await expect(cards.first()).toContainText('Teknik Informatika · Lulus 2016')
    await page
      .getByRole('navigation', { name: 'Halaman cerita alumni' })
      .getByRole('link', { name: 'Halaman 2' })
      .click()
    // waitForURL uses the navigation timeout: page 2 is rendered on its first request.
    await page.waitForURL(/\/mahasiswa\/cerita-alumni\/halaman\/2$/)
    await expect(page.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(cards).toHaveCount(6)
    await expect(cards.first()).not.toContainText('Rina Kartika Sari')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Cerita Alumni/)
  })

  test('the query form works and a page past the end is 404', async ({ request, isMobile }) => {
    test.skip(isMobile, 'HTTP checks run once')
    expect((await request.get(`${STORIES}?halaman=2`)).status()).toBe(200)
    expect((await request.get(`${STORIES}/halaman/2`)).status()).toBe(200)
    for (const path of [
      `${STORIES}/halaman/3`,
      `${STORIES}?halaman=99`,
      `${STORIES}/halaman/0`,
      `${STORIES}/halaman/dua`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })
})

test.describe('galleries', () => {
  test.slow()
  test('graduation albums: a photo opens in the viewer and closes again from the keyboard', async ({
    page,
  }) => {
    await openPage(page, GRADUATION)
    await expect(page.getByTestId('gallery-album')).toHaveCount(3)
    const album = page.getByTestId('gallery-album').first()
    await expect(album.getByRole('heading', { level: 2 })).toHaveText(
      'Wisuda Sarjana dan Diploma 2025',
    )
    const photos = album.getByRole('button')
    await expect(photos).toHaveCount(6)
    await expect(photos.first().getByRole('img')).toHaveAttribute(
      'alt',
      'Prosesi masuk para wisudawan — Wisuda Sarjana dan Diploma 2025',
    )
    // The viewer's code is not on the page until a photo is opened.
    await expect(page.locator('.yarl__root')).toHaveCount(0)

    await photos.nth(1).focus()
    await page.keyboard.press('Enter')
    const viewer = page.getByRole('dialog', {
      name: 'Galeri foto: Wisuda Sarjana dan Diploma 2025',
    })
    await expect(viewer).toBeVisible()
    await expect(viewer.locator('.yarl__slide_current img')).toHaveAttribute(
      'alt',
      'Rektor menyampaikan pidato wisuda — Wisuda Sarjana dan Diploma 2025',
    )
    await expect(
      viewer.getByText('Rektor menyampaikan pidato wisuda', { exact: true }),
    ).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(viewer.locator('.yarl__slide_current img')).toHaveAttribute(
      'alt',
      /^Pemindahan tali toga/,
    )
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(photos.nth(1)).toBeFocused()

    await photos.nth(3).press('Space')
    await expect(viewer).toBeVisible()
    await viewer.getByRole('button', { name: 'Tutup' }).click()
    await expect(viewer).toBeHidden()
  })

  test('the alumni albums are a section of the alumni page with the same viewer', async ({
    page,
  }) => {
    await openPage(page, `${ALUMNI}#galeri`)
    const section = page.locator('section#galeri')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Galeri Alumni')
    await expect(section.getByTestId('gallery-album')).toHaveCount(2)
    await section.getByRole('button', { name: /^Bazar usaha alumni/ }).click()
    const viewer = page.getByRole('dialog', { name: 'Galeri foto: Reuni Akbar IKA UTB 2025' })
    await expect(viewer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
  })
})

test('alumni header anchors land on the sections of the page', async ({ page, isMobile }) => {
  await openPage(page, ALUMNI)
  const header = page.locator('[data-alumni-header]')
  const nav = page.getByRole('navigation', { name: 'Menu alumni' })
  if (isMobile) await header.locator('[data-alumni-nav-toggle]').click()
  const anchors = await nav
    .getByRole('link')
    .evaluateAll((links) =>
      links.map(
        (a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? ''] as [string, string],
      ),
    )
  expect(anchors.map(([, href]) => href)).toEqual(
    expect.arrayContaining(['#beranda', '#profil', '#sejarah', '#kontak']),
  )
  for (const [label, href] of anchors) {
    expect(href, label).toMatch(/^#[\w-]+$/)
    await expect(page.locator(href), `${label} → ${href}`).toHaveCount(1)
  }
  for (const [label, href] of anchors.filter(([, h]) => h !== '#beranda')) {
    if (isMobile && !(await nav.getByRole('link', { name: label }).isVisible()))
      await header.locator('[data-alumni-nav-toggle]').click()
    await nav.getByRole('link', { name: label }).click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.locator(href)).toBeInViewport()
    await expect(page.locator(href).getByRole('heading', { level: 2 }).first()).toHaveText(label)
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ikatan Alumni')
})

for (const path of [ALUMNI, STORIES, GRADUATION]) {
  test(`axe: no serious or critical violation on ${path} after using the form or the viewer`, async ({
    page,
    isMobile,
    expectPageError,
  }) => {
    test.slow()
    // The empty form is answered 400 with the fields' messages.
    if (path === ALUMNI) expectPageError(errorResponse(400, ENDPOINT))
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': senderIp(isMobile, 9) })
    await openPage(page, path)
    if (path === ALUMNI) {
      await page.getByTestId('contact-form').getByRole('button', { name: 'Kirim pesan' }).click()
      await expect(page.getByTestId('error-name')).toBeVisible()
    }
    if (path === GRADUATION) {
      await page.getByTestId('gallery-grid').first().getByRole('button').first().click()
      await expect(page.getByRole('dialog', { name: /^Galeri foto: / })).toBeVisible()
    }
    expect(await severeA11yViolations(page)).toEqual([])
  })
}
