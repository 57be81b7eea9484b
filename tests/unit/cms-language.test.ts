import { describe, expect, it } from 'vitest'
import { defaultCmsLanguage } from '@/lib/cms-language'

const run = (pathname: string, headers: Record<string, string>) => {
  const copy = { ...headers }
  defaultCmsLanguage(copy, pathname)
  return copy['accept-language']
}

describe('the CMS language for staff who never chose one', () => {
  it('is Indonesian: an English browser’s Accept-Language is left out of admin and CMS API requests', () => {
    for (const path of ['/admin', '/admin/login', '/api/cms/users/login', '/api/cms'])
      expect(run(path, { 'accept-language': 'en-US,en;q=0.9' }), path).toBeUndefined()
  })

  it('follows the language picked in the account settings (the lng cookie of either prefix)', () => {
    for (const cookie of ['payload-lng=en', 'a=1; __Host-kampus-lng=en'])
      expect(run('/admin', { cookie, 'accept-language': 'en-US' })).toBe('en-US')
  })

  it('leaves the public site and its API alone', () => {
    for (const path of ['/', '/administrasi', '/api/navbar', '/api/cmsx'])
      expect(run(path, { 'accept-language': 'en-US' }), path).toBe('en-US')
  })
})
