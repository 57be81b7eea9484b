import { describe, expect, it } from 'vitest'
import { sameOriginPath } from '@/lib/safe-redirect'

describe('open redirect: redirect targets from the URL stay on this site', () => {
  it.each(['/tentang-utb/berita/kampus/artikel', '/daftar/formulir?langkah=2', '/berita#komentar'])(
    'keeps the same-origin path %s',
    (path) => {
      expect(sameOriginPath(path)).toBe(path)
    },
  )

  it.each([
    ['/\\evil.example/phish', 'a backslash (what ?ke=/%5Cevil.example/phish decodes to)'],
    ['\\\\evil.example', 'two backslashes'],
    ['//evil.example/phish', 'a protocol-relative URL'],
    ['/\t/evil.example', 'a tab browsers strip before parsing'],
    ['/\n/evil.example', 'a newline'],
    ['/a/..//evil.example', 'a path that normalises to //host'],
    ['/./\u0000/evil.example', 'a control character'],
    ['https://evil.example/', 'an absolute URL'],
    ['javascript:alert(1)', 'a script URL'],
    ['evil.example', 'a relative path'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (target) => {
    expect(sameOriginPath(target, '/aman')).toBe('/aman')
  })

  it('refuses what is not a string', () => {
    expect(sameOriginPath(undefined)).toBe('/')
    expect(sameOriginPath(['/a'])).toBe('/')
  })
})
