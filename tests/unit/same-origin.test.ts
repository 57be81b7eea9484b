import { describe, expect, it } from 'vitest'
import { isCrossSite } from '@/lib/same-origin'

const SITE = 'https://pmb.utb.ac.id'
const from = (headers: Record<string, string>) => isCrossSite(new Headers(headers), SITE)

describe('state-changing routes refuse what another site made the browser send', () => {
  it.each([
    [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, 'a cross-site form post'],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://blog.utb.ac.id' }, 'a sibling subdomain'],
    [{ 'sec-fetch-site': 'cross-site' }, 'Fetch Metadata without Origin'],
    [{ origin: 'https://evil.example', host: 'pmb.utb.ac.id' }, 'Origin alone, older browsers'],
    [{ origin: 'null', host: 'pmb.utb.ac.id' }, 'Origin null (sandboxed frame)'],
    [{ referer: 'https://evil.example/form', host: 'pmb.utb.ac.id' }, 'Referer alone'],
    [{ referer: 'bukan url', host: 'pmb.utb.ac.id' }, 'an unreadable Referer'],
    [{ origin: 'http://pmb.utb.ac.id.evil.example', host: 'pmb.utb.ac.id' }, 'a look-alike host'],
    [{ origin: 'https://evil.example' }, 'Origin and no Host to compare with'],
  ] as [Record<string, string>, string][])('refuses %j (%s)', (headers) => {
    expect(from(headers)).toBe(true)
  })

  it.each([
    [{ 'sec-fetch-site': 'same-origin', origin: SITE }, 'the site’s own page'],
    [{ 'sec-fetch-site': 'none' }, 'what the user started (address bar, bookmark)'],
    [{ origin: SITE, host: 'app-1:3000' }, 'Origin equal to SITE_URL behind a proxy'],
    [{ origin: 'http://127.0.0.1:3100', host: '127.0.0.1:3100' }, 'Origin equal to the Host'],
    [
      {
        origin: 'https://kampus.example',
        host: 'app-1:3000',
        'x-forwarded-host': 'kampus.example',
      },
      'Origin equal to the forwarded host of a trusted proxy',
    ],
    [{ referer: `${SITE}/daftar/login`, host: 'app-1:3000' }, 'a same-site Referer without Origin'],
    [{}, 'no browser at all (a partner’s server, curl)'],
  ] as [Record<string, string>, string][])('lets %j pass (%s)', (headers) => {
    expect(from(headers)).toBe(false)
  })
})
