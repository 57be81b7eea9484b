import { describe, expect, it } from 'vitest'
import { toFooter, toSite, toTopBar } from '@/features/shell/map'
import { documentTitle, pageDescription } from '@/features/shell/title'
import type { Footer, SiteSetting, TopBar } from '@/payload-types'

// A fresh production database (SEED_DEMO unset) has empty globals until staff fill
// them in; every page must still build and read sensibly (scripts/production-smoke.mjs crawls them).
describe('empty CMS: the shell before staff enter the site settings', () => {
  const empty = {} as SiteSetting

  it('maps empty globals to empty text, never undefined', () => {
    expect(toSite(empty)).toEqual({
      collegeName: '',
      shortName: '',
      description: '',
      headerFixAfter: 500,
    })
    expect(() => toTopBar({} as TopBar, empty)).not.toThrow()
    expect(() => toFooter({} as Footer, empty)).not.toThrow()
  })

  it('titles and descriptions leave out the missing college name', () => {
    expect(documentTitle('/faq', toSite(empty).collegeName)).toBe('Faq')
    expect(documentTitle('/faq', 'Universitas Teknologi Bandung')).toBe(
      'Faq | Universitas Teknologi Bandung',
    )
    expect(pageDescription('Faq', '', '')).toBe('Faq.')
    expect(pageDescription('Faq', 'UTB', 'Tanya jawab.')).toBe('Faq - UTB. Tanya jawab.')
  })
})
