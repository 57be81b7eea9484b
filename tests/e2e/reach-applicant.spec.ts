import { adminHeaders, createApplicantViaApi, signInAsNewStaff } from './admin-api'
import { expect, test } from './fixtures'
import { severeA11yViolations } from './helpers'
import { mailsFor, waitForMail } from '../helpers/mailbox'

const MAIL_DIR = process.env.E2E_MAIL_DIR ?? ''

// An admissions officer reaches the applicant from the application: a WhatsApp chat
// with a message for the current status, and the status email sent again; both in the history.
test('staff open a WhatsApp chat and resend the status email from an application', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the CMS is used on a desktop')
  test.setTimeout(120_000)
  const applicant = await createApplicantViaApi(page.request, 'hubungi', 'magang')
  await waitForMail(MAIL_DIR, applicant.email, /Terdaftar/, 30_000)
  const list = await page.request.get(
    `/api/cms/applications?where[applicantEmail][equals]=${encodeURIComponent(applicant.email)}`,
    { headers: await adminHeaders(page.request) },
  )
  const applicationId = ((await list.json()) as { docs: { id: number }[] }).docs[0]!.id

  await signInAsNewStaff(page, 'admissions', 'Rina Penerimaan')

  await page.goto(`/admin/collections/applications/${applicationId}`)
  const reach = page.getByTestId('reach-applicant')
  const chat = reach.getByRole('link', { name: /Chat WhatsApp \(status: Terdaftar\)/ })
  await expect(chat).toBeVisible({ timeout: 30_000 })
  const href = new URL((await chat.getAttribute('href'))!)
  expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/6281234500000')
  expect(href.searchParams.get('text')).toContain('Status pendaftaran Anda di UTB: Terdaftar.')
  expect(await chat.getAttribute('target')).toBe('_blank')
  // Our box only: Payload's own edit view has axe findings of its own, outside this app's code.
  expect(await severeA11yViolations(page, '[data-testid="reach-applicant"]')).toEqual([])

  // The chat opens in a new tab (wa.me is outside the test's reach: the tab's request is cut).
  await page.context().route('https://wa.me/**', (route) => route.abort())
  const [tab] = await Promise.all([page.context().waitForEvent('page'), chat.click()])
  await tab.close()

  const before = mailsFor(MAIL_DIR, applicant.email).filter((m) => /Terdaftar/.test(m.subject))
  await reach.getByRole('button', { name: 'Kirim ulang email status' }).click()
  await expect(reach.getByRole('status')).toHaveText('Email status dikirim ulang ke pendaftar.')
  await expect
    .poll(
      () => mailsFor(MAIL_DIR, applicant.email).filter((m) => /Terdaftar/.test(m.subject)).length,
      { timeout: 30_000 },
    )
    .toBe(before.length + 1)

  // Both are in the history, under the officer's name.
  await page.reload()
  const history = page.locator('#field-events')
  await expect(history.getByText('Dihubungi melalui WhatsApp')).toBeVisible({ timeout: 30_000 })
  await expect(history.getByText('Email status dikirim ulang')).toBeVisible()
  await expect(history.getByText('Rina Penerimaan').first()).toBeVisible()
})
