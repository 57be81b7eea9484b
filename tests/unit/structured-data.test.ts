import { describe, expect, it } from 'vitest'
import { groupFaqs } from '@/features/faq/map'
import { searchTermOf } from '@/features/search/deep-link'
import { breadcrumbList, HOME_CRUMB, pageTrail } from '@/features/structured-data/breadcrumbs'
import { faqPage } from '@/features/structured-data/faq-page'
import { jsonForScript } from '@/features/structured-data/json-for-script'
import { toOrganisation } from '@/features/structured-data/map'
import {
  collegeOrUniversity,
  internationalPhone,
  postalAddress,
} from '@/features/structured-data/organisation'
import { structuredDataProblems } from '@/features/structured-data/rules'
import { webSite } from '@/features/structured-data/website'
import { footer, siteSettings, topBar } from '@/seed/shell-content'
import type { Faq, Footer, SiteSetting, TopBar } from '@/payload-types'
import { expectComplete, SITE, withContext } from './structured-data-helpers'

const organisation = toOrganisation(siteSettings as SiteSetting, topBar as TopBar, footer as Footer)

describe('the structured-data rules (shared with the end-to-end test)', () => {
  const valid = withContext({ '@type': 'Person', name: 'Rina', url: 'https://utb.ac.id/rina' })

  it('accept a valid node and report what is missing, relative or malformed', () => {
    expect(structuredDataProblems(valid)).toEqual([])
    expect(structuredDataProblems({ ...valid, name: '' })).toEqual([
      'Person (Person): missing name',
    ])
    expect(structuredDataProblems({ ...valid, url: '/rina' })).toEqual([
      'Person.url: "/rina" is not an absolute http(s) URL',
    ])
    expect(
      structuredDataProblems(withContext({ '@type': 'Event', name: 'X', startDate: '3 Mei 2027' })),
    ).toEqual([
      'Event (Event): missing location',
      'Event.startDate: "3 Mei 2027" is not an ISO 8601 date',
    ])
  })

  it('refuse a type the table does not know, and a root without the schema.org context', () => {
    expect(structuredDataProblems(withContext({ '@type': 'Recipe', name: 'Seblak' }))).toEqual([
      'Recipe: @type Recipe has no rule in SCHEMA_RULES',
    ])
    expect(structuredDataProblems({ '@type': 'Person', name: 'Rina' })).toEqual([
      'root: not an object with "@context": "https://schema.org"',
    ])
  })

  it('want an item on every breadcrumb step but the last, and accept "one of" requirements', () => {
    const list = breadcrumbList([HOME_CRUMB, { label: 'Fakultas' }, { label: 'Prodi' }], SITE)
    expect(structuredDataProblems(withContext(list))).toEqual([])
    const broken = {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Beranda' },
        { '@type': 'ListItem', position: 2, name: 'Berita' },
      ],
    }
    expect(structuredDataProblems(withContext(broken))).toEqual([
      'BreadcrumbList.itemListElement[0]: missing item',
    ])
    const remote = { '@type': 'Offer', priceCurrency: 'IDR', priceSpecification: [] }
    expect(structuredDataProblems(withContext(remote))).toEqual([
      'Offer (Offer): missing price|priceSpecification',
    ])
  })
})

describe('the college (CollegeOrUniversity)', () => {
  it('comes from the site settings, with the top bar’s and footer’s profiles once each', () => {
    expect(organisation).toMatchObject({
      name: 'Universitas Teknologi Bandung',
      alternateName: 'UTB',
      telephone: '(022) 5224000',
    })
    expect(organisation.sameAs).toContain('https://www.instagram.com/utb.official')
    expect(organisation.sameAs).toContain('https://www.linkedin.com/school/utb-bandung')
    expect(new Set(organisation.sameAs).size).toBe(organisation.sameAs.length)
  })

  it('leaves WhatsApp chats and non-web links out of sameAs', () => {
    const org = toOrganisation(
      siteSettings as SiteSetting,
      {
        social: [
          { name: 'WA', icon: 'whatsapp', url: 'https://wa.me/628122000' },
          { name: 'IG', icon: 'instagram', url: 'instagram.com/utb' },
        ],
      } as TopBar,
      {} as Footer,
    )
    expect(org.sameAs).toEqual([])
  })

  it('has every required and recommended property, its URLs absolute', () => {
    const node = collegeOrUniversity(organisation, SITE)
    expectComplete(node)
    expect(node).toMatchObject({
      '@id': 'https://utb.ac.id/#organisasi',
      url: 'https://utb.ac.id/',
      logo: 'https://utb.ac.id/logo.png',
      telephone: '+62225224000',
    })
  })

  it('reads the postal code and city from the address, and writes phones internationally', () => {
    expect(postalAddress(siteSettings.address!)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: siteSettings.address,
      addressLocality: 'Bandung',
      postalCode: '40235',
      addressCountry: 'ID',
    })
    expect(postalAddress('  ')).toBeUndefined()
    expect(internationalPhone('0812-2000-3780')).toBe('+6281220003780')
    expect(internationalPhone('+62 22 5224000')).toBe('+62225224000')
  })
})

describe('the site (WebSite) and its search', () => {
  it('reads the term of a ?cari= address, trimmed and cut to the overlay’s limit', () => {
    expect(searchTermOf('?cari=%20lab%20AI%20')).toBe('lab AI')
    expect(searchTermOf('?cari=beasiswa&halaman=2')).toBe('beasiswa')
    expect(searchTermOf('?q=beasiswa')).toBeNull()
    expect(searchTermOf('?cari=%20')).toBeNull()
    expect(searchTermOf(`?cari=${'a'.repeat(300)}`, 200)).toHaveLength(200)
  })

  it('searches the site through ?cari= on the home page', () => {
    const node = webSite(organisation, SITE)
    expectComplete(node)
    expect(node.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: 'https://utb.ac.id/?cari={search_term_string}',
      },
      'query-input': 'required name=search_term_string',
    })
  })
})

describe('breadcrumbs (BreadcrumbList)', () => {
  it('number the steps from Beranda, with absolute links, and skip steps without a page', () => {
    const trail = pageTrail([{ label: 'Fakultas Teknik' }], {
      label: 'Teknik Informatika',
      href: '/akademik/program-studi/teknik-informatika',
    })
    const node = breadcrumbList(trail, SITE)
    expectComplete(node)
    expect(node.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Beranda', item: 'https://utb.ac.id/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Teknik Informatika',
        item: 'https://utb.ac.id/akademik/program-studi/teknik-informatika',
      },
    ])
  })

  it('are the home step alone on the home page', () => {
    expect(pageTrail([], { label: 'Beranda', href: '/' })).toEqual([HOME_CRUMB])
  })
})

describe('the FAQ (FAQPage)', () => {
  const faq = (id: number, topic: Faq['topic']): Faq =>
    ({ id, topic, order: 1, question: `Pertanyaan ${id}?`, answer: `Jawaban ${id}.` }) as Faq

  it('lists every question with its answer', () => {
    const node = faqPage(groupFaqs([faq(1, 'biaya'), faq(2, 'akademik')]))
    expectComplete(node)
    expect(node.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Pertanyaan 1?',
        acceptedAnswer: { '@type': 'Answer', text: 'Jawaban 1.' },
      },
      {
        '@type': 'Question',
        name: 'Pertanyaan 2?',
        acceptedAnswer: { '@type': 'Answer', text: 'Jawaban 2.' },
      },
    ])
  })

  it('cannot close the script element it is embedded in', () => {
    const json = jsonForScript({ text: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' })
  })
})
