import { adminGet, adminSend, createApplicantViaApi, signInAsNewStaff } from './admin-api'
import { expect, test } from './fixtures'
import { openAsApplicant, severeA11yViolations } from './helpers'
import { WAVE_MESSAGES } from '../../src/features/admissions/waves/messages'
import { pastWaves } from '../../src/seed/admissions-info'
import { seedClock } from '../../src/seed/clock'

// An applicant whose wave has closed is told so where the step is (the payment
// proof) and what happens next; staff move them to the next wave from the application in /admin,
// and the step opens again. The admin's REST calls come first: their login cookie would replace
// the applicant's session in the page's context.
test('a closed wave: the applicant reads why and what next; staff move them on', async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'one run: the applicant pages are covered on mobile by the journey')
  test.setTimeout(120_000)
  const applicant = await createApplicantViaApi(page.request, 'gelombang', 'reguler')
  // The demo's waves are dated from the day the server was seeded (today).
  const past = pastWaves(seedClock())[0]!
  // One after the other: two admin logins at once can drop one session (its read answers 401).
  const apps = await adminGet(
    page.request,
    `/api/cms/applications?where[applicantEmail][equals]=${encodeURIComponent(applicant.email)}`,
  )
  const waves = await adminGet(
    page.request,
    `/api/cms/selection-schedules?where[wave][equals]=${encodeURIComponent(past.wave)}` +
      `&where[academicYear][equals]=${encodeURIComponent(past.academicYear)}`,
  )
  const applicationId = ((await apps.json()) as { docs: { id: number }[] }).docs[0]!.id
  const pastId = ((await waves.json()) as { docs: { id: number }[] }).docs[0]!.id
  // Staff put the application into last year's closed wave (as if it had waited since then).
  const moved = await adminSend(page.request, 'patch', `/api/cms/applications/${applicationId}`, {
    wave: pastId,
  })
  expect(moved.status(), await moved.text()).toBe(200)

  await openAsApplicant(page, '/daftar/daftar-reguler', applicant)
  const closed = `${WAVE_MESSAGES.step.paymentProof} ${WAVE_MESSAGES.closedOn(past.wave, past.registrationEnd)}`
  const payment = page.getByTestId('payment-section')
  await expect(payment.getByTestId('wave-notice')).toHaveText(closed)
  await expect(payment.locator('input[type="file"]')).toHaveCount(0)
  await expect(page.getByText(WAVE_MESSAGES.nextSteps.moved).first()).toBeVisible()

  await page.goto('/daftar')
  const notice = page.getByTestId('wave-notice')
  await expect(notice).toContainText('Gelombang Anda sudah ditutup')
  await expect(notice).toContainText(WAVE_MESSAGES.nextSteps.moved)
  expect(await severeA11yViolations(page)).toEqual([])

  // Staff move the application to the next wave of its track from its page in /admin.
  // In a browser of their own: the e2e admin who makes the account never touches the applicant's.
  const staffContext = await browser.newContext({ baseURL, locale: 'id-ID' })
  const admin = await staffContext.newPage()
  await signInAsNewStaff(admin, 'admissions', 'Dedi Penerimaan')
  await admin.goto(`/admin/collections/applications/${applicationId}`)
  const box = admin.getByTestId('move-wave')
  await box.getByRole('button', { name: 'Pindahkan ke gelombang berikutnya' }).click()
  await expect(box.getByRole('status')).toHaveText(WAVE_MESSAGES.move.done('Gelombang 1'))
  expect(await severeA11yViolations(admin, '[data-testid="move-wave"]')).toEqual([])
  await staffContext.close()

  await page.goto('/daftar/daftar-reguler')
  await expect(page.getByTestId('payment-section').locator('input[type="file"]')).toHaveCount(1)
  await expect(page.getByTestId('wave-notice')).toHaveCount(0)
})
