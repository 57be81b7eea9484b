import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { PARAMETERISED_EXAMPLES, STATIC_ROUTES } from '../../src/features/shell/routes'
import { openPage } from './helpers'

// Every route of §2 at both viewports (the header, menus and layouts differ), plus the 404 page.
for (const path of [...STATIC_ROUTES, ...PARAMETERISED_EXAMPLES, '/tidak-ada']) {
  test(`axe: no serious or critical violation on ${path}`, async ({ page }) => {
    await openPage(page, path)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
    const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
