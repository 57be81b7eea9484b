import { describe, expect, it } from 'vitest'
import { consentAllows } from '@/features/consent/cookie'

const cookie = (categories: string[]) =>
  encodeURIComponent(
    JSON.stringify({
      categories,
      services: { necessary: [], functional: [], analytics: [] },
      revision: 1,
    }),
  )

describe('consent cookie on the server', () => {
  it('reads the accepted categories, not the list of all services', () => {
    expect(consentAllows(cookie(['necessary', 'analytics']), 'analytics')).toBe(true)
    expect(consentAllows(cookie(['necessary']), 'analytics')).toBe(false)
  })

  it('treats a missing or broken cookie as no consent', () => {
    expect(consentAllows(undefined, 'analytics')).toBe(false)
    expect(consentAllows('%7Bnot-json', 'analytics')).toBe(false)
  })
})
