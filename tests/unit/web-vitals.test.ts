import { describe, expect, it } from 'vitest'
import { ratingOf } from '@/features/web-vitals/rules'
import { p75, p75ByTemplateAndDevice } from '@/features/web-vitals/summary'
import { pageTemplateOf } from '@/features/web-vitals/templates'

describe('page templates', () => {
  it.each([
    ['/', 'home'],
    ['/index.html', 'home'],
    ['/tentang-utb/berita', 'news-list'],
    ['/tentang-utb/berita/kampus', 'news-list'],
    ['/tentang-utb/berita/kampus/utb-resmikan-laboratorium-ai', 'news-article'],
    ['/tentang-utb/berita/kampus/utb-resmikan-laboratorium-ai/', 'news-article'],
    ['/akademik/program-studi/teknik-informatika', 'programme'],
    ['/pusat-karir/lowongan-kerja/lowongan-staf-it', 'career-post'],
    ['/mahasiswa/organisasi-mahasiswa/himpunan', 'organisation'],
    ['/faq', 'info'],
    ['/daftar/login', 'applicant'],
    ['/multi-step-form', 'applicant'],
    ['/halaman-yang-tidak-ada', 'other'],
  ])('%s is %s', (path, template) => {
    expect(pageTemplateOf(path)).toBe(template)
  })
})

describe('p75 and ratings', () => {
  it('takes the nearest rank', () => {
    expect(p75([])).toBeNull()
    expect(p75([5])).toBe(5)
    expect(p75([4, 1, 3, 2])).toBe(3)
    expect(p75([1, 2, 3, 4, 5])).toBe(4)
  })

  it('groups by template and device, counting page views by the most reported metric', () => {
    const rows = p75ByTemplateAndDevice([
      { template: 'home', device: 'mobile', metric: 'LCP', value: 2000 },
      { template: 'home', device: 'mobile', metric: 'LCP', value: 3000 },
      { template: 'home', device: 'mobile', metric: 'INP', value: 90 },
      { template: 'faq' as never, device: 'desktop', metric: 'LCP', value: 1 },
    ])
    expect(rows).toEqual([
      {
        template: 'home',
        device: 'mobile',
        count: 2,
        p75: { LCP: 3000, INP: 90, CLS: null, FCP: null, TTFB: null },
      },
    ])
  })

  it("rates with the library's thresholds", () => {
    expect(ratingOf('LCP', 2500)).toBe('good')
    expect(ratingOf('LCP', 2501)).toBe('needs-improvement')
    expect(ratingOf('CLS', 0.26)).toBe('poor')
    expect(ratingOf('INP', 200)).toBe('good')
  })
})
