import { expect, test } from './fixtures'
import { createApplicantViaApi } from './admin-api'
import { openAsApplicant, severeA11yViolations } from './helpers'

/**
 * The multi-step form (§4) as an applicant uses it: messages tied to fields without losing what
 * was typed, the age refusal of §5, a step done with the keyboard alone, and the data and the
 * step back after the browser was closed and the applicant logged in again.
 */
test.skip(({ isMobile }) => isMobile, 'one long journey, run once')

test('an applicant fills the form across a browser restart without losing anything', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000)
  const applicant = await createApplicantViaApi(request, 'formulir', 'magang')
  const counter = page.getByTestId('step-counter')

  await openAsApplicant(page, '/multi-step-form', applicant)
  await expect(counter).toHaveText('Langkah 1 dari 5')
  await expect(page.getByRole('listitem').filter({ hasText: 'Data diri' })).toHaveAttribute(
    'aria-current',
    'step',
  )

  // Step 1 with a wrong NIK: a focused summary, the message on the field, everything else kept.
  await page.getByRole('radio', { name: 'Perempuan' }).check()
  await page.getByLabel('Tempat lahir').fill('Bandung')
  await page.getByLabel('Tanggal lahir').fill('2011-03-15')
  await page.getByLabel('NIK').fill('12345')
  await page.getByLabel('Agama').selectOption('Islam')
  await page.getByLabel('Tinggi badan (cm)').fill('165')
  await page.getByLabel('Alamat').fill('Jl. Soekarno-Hatta No. 1, Bandung')
  await page.getByRole('button', { name: 'Simpan dan lanjut' }).click()
  const errors = page.getByTestId('form-errors')
  await expect(errors).toBeFocused()
  await expect(errors).toContainText('NIK: NIK harus 16 digit angka')
  const nik = page.getByLabel('NIK')
  await expect(nik).toHaveAttribute('aria-invalid', 'true')
  await expect(
    page.locator(
      `#${await nik.getAttribute('aria-describedby').then((ids) => ids!.split(' ').pop())}`,
    ),
  ).toHaveText('NIK harus 16 digit angka, sesuai KTP atau Kartu Keluarga.')
  await expect(page.getByLabel('Tempat lahir')).toHaveValue('Bandung')
  await expect(page.getByLabel('Agama')).toHaveValue('Islam')
  await expect(page.getByRole('radio', { name: 'Perempuan' })).toBeChecked()
  expect(await severeA11yViolations(page)).toEqual([])

  // A birth date that makes her 16 on the reference date: saved, but refused with the reason.
  await nik.fill('3273014109070001')
  await page.getByRole('button', { name: 'Simpan dan lanjut' }).click()
  const refusals = page.getByTestId('form-refusals')
  await expect(refusals).toBeFocused()
  await expect(refusals).toContainText(
    'Usia Anda 16 tahun pada 1 September 2027. Syarat usia jalur ini 17–23 tahun.',
  )
  await expect(page.getByLabel('Tanggal lahir')).toHaveAttribute('aria-invalid', 'true')
  await expect(counter).toHaveText('Langkah 1 dari 5')

  await page.getByLabel('Tanggal lahir').fill('2007-09-01')
  await page.getByRole('button', { name: 'Simpan dan lanjut' }).click()
  await expect(counter).toHaveText('Langkah 2 dari 5')

  // Step 2 with the keyboard alone, starting from the step's heading, which took the focus.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Pendidikan dan persyaratan' }),
  ).toBeFocused()
  const kb = page.keyboard
  await kb.press('Tab') // education
  await expect(page.getByLabel('Jenjang pendidikan terakhir')).toBeFocused()
  await kb.press('ArrowDown')
  await kb.press('ArrowDown')
  await expect(page.getByLabel('Jenjang pendidikan terakhir')).toHaveValue('smk')
  await kb.press('Tab')
  await kb.type('SMK Negeri 4 Bandung')
  await kb.press('Tab')
  await kb.type('2025')
  await kb.press('Tab')
  await kb.type('Siti Aminah')
  await kb.press('Tab')
  await kb.type('0812 3456 7890')
  await kb.press('Tab') // guardian's consent: asked of applicants under 18 only, left unanswered
  await kb.press('Tab') // colour blind: "Ya" has the focus, the arrow moves to and picks "Tidak"
  await kb.press('ArrowRight')
  await kb.press('Tab') // SKCK: "Ya"
  await kb.press('Space')
  await kb.press('Tab') // healthy: "Ya"
  await kb.press('Space')
  await kb.press('Tab')
  await expect(page.getByRole('button', { name: 'Simpan dan lanjut' })).toBeFocused()
  await kb.press('Enter')
  await expect(counter).toHaveText('Langkah 3 dari 5')

  // Close the browser; a new one logs in again and lands on the saved step with the data.
  await page.context().close()
  const context = await browser.newContext({
    storageState: testInfo.project.use.storageState as string,
    baseURL: testInfo.project.use.baseURL,
  })
  const again = await context.newPage()
  await openAsApplicant(again, '/multi-step-form', applicant)
  await expect(again.getByTestId('step-counter')).toHaveText('Langkah 3 dari 5')
  await expect(
    again.getByRole('listitem').filter({ hasText: 'Pilihan program studi' }),
  ).toHaveAttribute('aria-current', 'step')

  // Step 3: each choice opens the next select; changing the category clears what was below it.
  const category = again.getByLabel('Kategori program')
  const faculty = again.getByLabel('Fakultas', { exact: true })
  const major = again.getByLabel('Program studi', { exact: true })
  await expect(faculty).toBeDisabled()
  await category.selectOption({ label: 'Program Sarjana' })
  await faculty.selectOption({ index: 1 })
  await major.selectOption({ index: 1 })
  const chosenMajor = await major.inputValue()
  await faculty.selectOption({ index: 2 })
  await expect(major).toHaveValue('')
  await category.selectOption('')
  await expect(faculty).toBeDisabled()
  await expect(major).toBeDisabled()
  await category.selectOption({ label: 'Program Sarjana' })
  await faculty.selectOption({ index: 1 })
  await major.selectOption(chosenMajor)
  await again.getByRole('button', { name: 'Simpan dan lanjut' }).click()
  await expect(again.getByTestId('step-counter')).toHaveText('Langkah 4 dari 5')
  await again.getByRole('button', { name: 'Kembali' }).click()
  await expect(again.getByTestId('step-counter')).toHaveText('Langkah 3 dari 5')
  await expect(major).toHaveValue(chosenMajor)

  // Everything typed before the restart is still there.
  await again.goto('/multi-step-form?langkah=1')
  await expect(again.getByLabel('Tempat lahir')).toHaveValue('Bandung')
  await expect(again.getByLabel('NIK')).toHaveValue('3273014109070001')
  await expect(again.getByLabel('Tanggal lahir')).toHaveValue('2007-09-01')
  await expect(again.getByTestId('form-refusals')).toHaveCount(0)
  await again.goto('/multi-step-form?langkah=2')
  await expect(again.getByLabel('Jenjang pendidikan terakhir')).toHaveValue('smk')
  await expect(
    again
      .getByRole('radiogroup', { name: 'Apakah Anda buta warna?' })
      .getByRole('radio', { name: 'Tidak' }),
  ).toBeChecked()

  // Review: the read-out, what is missing, and the server's refusal before the payment is verified.
  await again.goto('/multi-step-form?langkah=5')
  await expect(again.getByText('1 September 2007')).toBeVisible()
  await expect(
    again
      .getByTestId('review-problems')
      .getByRole('link', { name: /Unggah pas foto\. \(langkah 4\)/ }),
  ).toHaveAttribute('href', '/multi-step-form?langkah=4')
  await again.getByRole('button', { name: 'Kirim formulir' }).click()
  await expect(again.getByTestId('submit-refused')).toHaveText(
    'Formulir dapat dikirim setelah pembayaran Anda diverifikasi panitia.',
  )
  await expect(again.getByTestId('submit-refused')).toBeFocused()
  expect(await severeA11yViolations(again)).toEqual([])
  await context.close()
})
