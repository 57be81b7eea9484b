import { createApplicantViaApi, signInAsNewStaff } from './admin-api'
import { expect, test } from './fixtures'
import { severeA11yViolations } from './helpers'

// An admissions officer lands on the dashboard after signing in, reads each chart's data table
// and the payments by method, filters by track with the keyboard; an editor is refused and keeps
// Payload's home. The visitor statistics get charts too.

test.describe('the admissions dashboard', () => {
  test.skip(({ isMobile }) => isMobile, 'the CMS is used on a desktop')

  test('an admissions officer lands on it, reads the charts, their tables and the payments, and filters', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await createApplicantViaApi(page.request, 'dasbor', 'magang')
    await signInAsNewStaff(page, 'admissions', 'Staf Penerimaan Dasbor')
    // The sign-in itself lands here: an admissions officer's admin home is this dashboard.
    await expect(page).toHaveURL(/\/admin\/dasbor-pendaftaran$/)
    await expect(page.getByTestId('admissions-dashboard')).toBeVisible()
    // The navigation links to it (the menu itself may be folded away at this width).
    const link = page.getByRole('link', { name: 'Dasbor Pendaftaran' }).first()
    await expect(link).toHaveAttribute('href', '/admin/dasbor-pendaftaran')
    await page.goto('/admin/dasbor-pendaftaran')
    const dashboard = page.getByTestId('admissions-dashboard')
    await expect(dashboard.getByRole('heading', { level: 1 })).toHaveText('Dasbor Pendaftaran')

    const funnel = dashboard.getByTestId('chart-funnel')
    await expect(funnel.getByRole('img')).toHaveAttribute('aria-label', /^Corong: Terdaftar \d+/)
    await expect(funnel.locator('svg rect').first()).toBeVisible()
    const table = funnel.getByRole('table', { name: 'Data: Corong pendaftaran' })
    await expect(table.getByRole('columnheader', { name: 'Tahap' })).toBeVisible()
    // Other tests add applications meanwhile: the page's own numbers must agree with each other.
    const total = dashboard.getByTestId('dashboard-total')
    const all = Number(await total.textContent())
    expect(all).toBeGreaterThan(0)
    const registered = table.getByRole('row').filter({ hasText: /^Terdaftar/ })
    await expect(registered.getByRole('cell')).toHaveText(String(all))
    for (const id of ['chart-programmes', 'chart-pending'])
      await expect(dashboard.getByTestId(id).getByRole('table')).toBeVisible()
    // Payments by method: every method a row; the demo's applicants paid by VA and QRIS too.
    const payments = dashboard
      .getByRole('region', { name: 'Pembayaran per metode' })
      .getByRole('table')
    for (const name of ['Metode', 'Pembayaran lunas', 'Jumlah', 'Median waktu bayar'])
      await expect(payments.getByRole('columnheader', { name, exact: true })).toBeVisible()
    await expect(payments.getByRole('row')).toHaveCount(8)
    const qris = payments
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'QRIS' }) })
    expect(Number(await qris.getByRole('cell').first().textContent())).toBeGreaterThan(0)
    await expect(qris.getByRole('cell').nth(1)).toHaveText(/^Rp\s[\d.]+$/)
    await expect(qris.getByRole('cell').nth(2)).toHaveText(/menit|jam|hari/)
    // The funnel's eight stage names fit side by side at this width: no two overlap.
    const labels = await funnel.locator('svg text:has(tspan)').evaluateAll((texts) =>
      texts.map((s) => {
        const r = s.getBoundingClientRect()
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }
      }),
    )
    expect(labels).toHaveLength(8)
    for (const [i, a] of labels.entries())
      for (const b of labels.slice(i + 1))
        expect(
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top,
        ).toBe(true)
    expect(await severeA11yViolations(page, '[data-testid="admissions-dashboard"]')).toEqual([])

    // The filter is a plain form: pick the track with the keyboard and submit with Enter.
    await dashboard.getByRole('combobox', { name: 'Jalur' }).focus()
    await dashboard.getByRole('combobox', { name: 'Jalur' }).selectOption({ label: 'Jalur Magang' })
    await page.keyboard.press('Tab')
    await expect(dashboard.getByRole('combobox', { name: 'Program studi' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dashboard.getByRole('button', { name: 'Terapkan' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/jalur=magang/)
    await expect(dashboard.getByRole('combobox', { name: 'Jalur' })).toHaveValue('magang')
    const magang = Number(await total.textContent())
    expect(magang).toBeGreaterThan(0)
    await expect(registered.getByRole('cell')).toHaveText(String(magang))
    const csv = dashboard.getByRole('link', { name: `Unduh CSV (${magang} baris)` })
    expect(decodeURIComponent((await csv.getAttribute('href'))!)).toContain(
      'where[track][equals]=magang',
    )
  })

  test('an editor is refused, sees no link to it and keeps Payload’s home', async ({ page }) => {
    await signInAsNewStaff(page, 'editor', 'Staf Redaksi Dasbor')
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByRole('link', { name: 'Dasbor Pendaftaran' })).toHaveCount(0)
    await page.goto('/admin/dasbor-pendaftaran')
    await expect(page.getByRole('alert').filter({ hasText: 'Hanya staf penerimaan' })).toHaveText(
      'Hanya staf penerimaan dan admin yang dapat membuka dasbor pendaftaran.',
    )
    await expect(page.getByTestId('chart-funnel')).toHaveCount(0)
  })

  test('the visitor statistics show a line of visits per day and the top pages, with tables', async ({
    page,
  }) => {
    // A new staff member's sign-in, an admin list view with two summaries and an axe run.
    test.slow()
    await signInAsNewStaff(page, 'editor', 'Staf Redaksi Statistik')
    await page.goto('/admin/collections/page-visits')
    const perDay = page.getByTestId('chart-visits-per-day')
    await expect(perDay.getByRole('img')).toHaveAttribute('aria-label', /kunjungan dalam 14 hari/)
    await expect(perDay.locator('svg path')).toHaveCount(1)
    await expect(perDay.getByRole('table').getByRole('row')).toHaveCount(15)
    expect(await severeA11yViolations(page, '[aria-label="Ringkasan kunjungan"]')).toEqual([])
  })
})
