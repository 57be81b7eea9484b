import { describe, expect, it } from 'vitest'
import { loggedPath } from '@/features/observability/request-log'
import { routeClass, statusClass } from '@/features/observability/route-class'

describe('routeClass', () => {
  it.each([
    ['/', 'page'],
    ['/berita/wisuda-2026', 'page'],
    ['/api/docs', 'page'],
    ['/api/docs/berita', 'page'],
    ['/api/page-news', 'api'],
    ['/api/cms/users/login', 'api'],
    ['/api/pendaftar/masuk', 'api'],
    ['/api', 'api'],
    ['/admin', 'admin'],
    ['/admin/collections/news', 'admin'],
    ['/administrasi', 'page'],
    ['/_next/static/chunks/app.js', 'static'],
    ['/favicon.ico', 'static'],
    ['/logo.png', 'static'],
    ['/api/cms/media/file/kampus.webp', 'file'],
    ['/api/cms/documents/file/brosur.pdf', 'file'],
    ['/_next/image', 'file'],
    ['/healthz', 'probe'],
    ['/readyz', 'probe'],
    ['/metrics', 'probe'],
    ['/metrics/lain', 'page'],
  ])('%s is %s', (path, expected) => {
    expect(routeClass(path)).toBe(expected)
  })

  it('groups statuses by their first digit', () => {
    expect([200, 304, 404, 503, 0].map(statusClass)).toEqual(['2xx', '3xx', '4xx', '5xx', 'other'])
  })
})

describe('loggedPath', () => {
  it('masks the one-time tokens Payload puts in admin paths and keeps every other path', () => {
    expect(loggedPath('/admin/reset/4f9c2a')).toBe('/admin/reset/…')
    expect(loggedPath('/admin/users/verify/abc123/')).toBe('/admin/users/verify/…/')
    expect(loggedPath('/tentang-utb/berita/reset-ujian')).toBe('/tentang-utb/berita/reset-ujian')
  })
})
