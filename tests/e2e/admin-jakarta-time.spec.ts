import { adminGet, adminSend, createApplicantViaApi, signInAsNewStaff } from './admin-api'
import { expect, test } from './fixtures'
import { saveInAdmin } from './helpers'

// The admin's date pickers show and take Jakarta wall-clock time (WIB), whatever
// the browser's zone: here a browser in New York (12 hours behind Jakarta in December).
test.use({ timezoneId: 'America/New_York', locale: 'id-ID' })
test.skip(({ isMobile }) => isMobile, 'the admin is tested on desktop')

test('staff in another time zone read and type Jakarta time in the date picker', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // 10 December 2026, 09.00 WIB (02.00 UTC; 21.00 the day before in New York).
  const created = await adminSend(page.request, 'post', '/api/cms/incidents', {
    title: `Uji zona waktu ${Date.now()}`,
    discoveredAt: '2026-12-10T02:00:00.000Z',
    description: 'Insiden uji untuk tampilan tanggal dan jam WIB di admin.',
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; discoveredAt_tz: string } }
  expect(doc.discoveredAt_tz).toBe('Asia/Jakarta')

  await signInAsNewStaff(page, 'admin', 'Rina Admin')
  // Every value the picker shows, frame by frame from the first: a picker drawn before its
  // locale was registered read "10 December 2026 09.00", and could keep it.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { pickerValuesSeen: seen })
    const record = () => {
      const input = document.querySelector<HTMLInputElement>('#field-discoveredAt input')
      if (input?.value && seen.at(-1) !== input.value) seen.push(input.value)
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
  await page.goto(`/admin/collections/incidents/${doc.id}`)
  const discovered = page.locator('#field-discoveredAt input').first()
  await expect(discovered).toHaveValue('10 Desember 2026 09.00', { timeout: 30_000 })
  expect(
    await page.evaluate(() => (window as { pickerValuesSeen?: string[] }).pickerValuesSeen),
  ).toEqual(['10 Desember 2026 09.00'])
  // The deadline (3 × 24 hours later), computed on the server, also in Jakarta time.
  await expect(page.locator('#field-notifyBy input').first()).toHaveValue('13 Desember 2026 09.00')
  // The zone is named beside the picker, and there is no other to choose.
  await expect(page.locator('#field-discoveredAt').getByText('WIB (Asia/Jakarta)')).toBeVisible()

  const notified = page.locator('#field-authorityNotifiedAt input').first()
  await notified.click()
  await notified.fill('11 Desember 2026 14.30')
  await notified.press('Escape')
  await expect(notified).toHaveValue('11 Desember 2026 14.30')
  await saveInAdmin(page)

  const read = await adminGet(page.request, `/api/cms/incidents/${doc.id}`)
  const saved = (await read.json()) as Record<string, string>
  // 14.30 WIB is 07.30 UTC, not 14.30 in New York (19.30 UTC).
  expect(saved.authorityNotifiedAt).toBe('2026-12-11T07:30:00.000Z')
  expect(saved.authorityNotifiedAt_tz).toBe('Asia/Jakarta')
  expect(saved.discoveredAt).toBe('2026-12-10T02:00:00.000Z')

  // Opened again, the saved time reads as typed.
  await page.reload()
  await expect(notified).toHaveValue('11 Desember 2026 14.30', { timeout: 30_000 })
})

test("a day-only picker saves the Jakarta day, not the browser's", async ({ page }) => {
  test.setTimeout(120_000)
  const applicant = await createApplicantViaApi(page.request, 'zona-waktu', 'reguler')
  const apps = await adminGet(
    page.request,
    `/api/cms/applications?where[applicantEmail][equals]=${encodeURIComponent(applicant.email)}`,
  )
  const id = ((await apps.json()) as { docs: { id: number }[] }).docs[0]!.id

  await signInAsNewStaff(page, 'admin', 'Rudi Admin')
  await page.goto(`/admin/collections/applications/${id}`)
  const birthDate = page.locator('#field-personal__birthDate input').first()
  await birthDate.scrollIntoViewIfNeeded({ timeout: 30_000 })
  await birthDate.click()
  await birthDate.fill('12 Desember 2005')
  await birthDate.press('Escape')
  await expect(birthDate).toHaveValue('12 Desember 2005')
  await saveInAdmin(page)

  const read = await adminGet(page.request, `/api/cms/applications/${id}`)
  const { personal } = (await read.json()) as {
    personal: { birthDate: string; birthDate_tz: string }
  }
  // Payload keeps a day as its noon: 12.00 WIB on the 12th. A New York noon (17.00 UTC) would
  // be the 13th in Jakarta.
  expect(personal.birthDate).toBe('2005-12-12T05:00:00.000Z')
  expect(personal.birthDate_tz).toBe('Asia/Jakarta')
})
