import { describe, expect, it } from 'vitest'
import { documentTitle, lastSegment, titleFromPath, titleFromSegment } from '@/features/shell/title'

describe('page title from the last path segment (§2)', () => {
  it('turns dashes into spaces and capitalises every word', () => {
    expect(titleFromSegment('pengembangan-dan-pelatihan')).toBe('Pengembangan Dan Pelatihan')
    expect(titleFromPath('/tentang-utb/visi-misi')).toBe('Visi Misi')
  })

  it('uses only the last segment, ignoring query, hash and trailing slash', () => {
    expect(lastSegment('/pusat-karir/lowongan-kerja/?page=2#top')).toBe('lowongan-kerja')
    expect(titleFromPath('/pusat-karir/lowongan-kerja/')).toBe('Lowongan Kerja')
  })

  it('names the home page Beranda, for / and /index.html', () => {
    expect(titleFromPath('/')).toBe('Beranda')
    expect(titleFromPath('/index.html')).toBe('Beranda')
  })

  it('decodes percent-encoding and survives malformed encoding', () => {
    expect(titleFromPath('/tentang-utb/berita/kampus/hari%20guru')).toBe('Hari Guru')
    expect(titleFromPath('/x/%E0%A4%A')).toBe('%E0%A4%A')
  })

  it('appends the college name', () => {
    expect(documentTitle('/faq', 'Universitas Teknologi Bandung')).toBe(
      'Faq | Universitas Teknologi Bandung',
    )
  })
})
