import { describe, expect, it } from 'vitest'
import { PAGED_LISTS, pageParam, pagedRewrites } from '@/features/shell/paged-routes'

describe('paged list routes', () => {
  it('accepts plain positive page numbers only', () => {
    expect(pageParam('1')).toBe(1)
    expect(pageParam('12')).toBe(12)
    for (const bad of ['0', '-1', '1.5', 'abc', '', '12345', '2e3', ' 2'])
      expect(pageParam(bad)).toBeNull()
  })

  it('rewrites each list with its query to the internal route, numbers only', () => {
    const rewrites = pagedRewrites()
    expect(rewrites).toHaveLength(PAGED_LISTS.length)
    const news = rewrites.find((r) => r.source === '/tentang-utb/berita')!
    expect(news.destination).toBe('/tentang-utb/berita/halaman/:n')
    expect(news.has[0]).toMatchObject({ type: 'query', key: 'halaman' })
    const pattern = new RegExp(`^${news.has[0]!.value}$`)
    expect(pattern.test('3')).toBe(true)
    expect(pattern.test('tiga')).toBe(false)
    expect(rewrites.find((r) => r.source === '/mahasiswa/prestasi')!.destination).toBe(
      '/mahasiswa/prestasi/tampil/:n',
    )
  })
})
