import { describe, expect, it } from 'vitest'
import {
  fileSize,
  fileType,
  filePath,
  galleryPhotos,
  groupManagement,
  toCommunityLinks,
  toDownloads,
  toPartners,
  toServices,
} from '@/features/about/map'
import { simplePdf, wrap } from '@/seed/files'
import type { Document, Gallery, Management, Media, Partner } from '@/payload-types'

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }
const media = (id: number, alt = `Gambar ${id}`): Media => ({
  id,
  alt,
  url: `http://localhost:3000/api/cms/media/file/m${id}.webp`,
  width: 800,
  height: 600,
  ...stamp,
})

describe('downloads', () => {
  it('names the file type and size in id-ID', () => {
    expect(fileType('application/pdf')).toBe('PDF')
    expect(fileType('image/svg+xml')).toBe('SVG')
    expect(fileType(null, 'arsip.tar.gz')).toBe('GZ')
    expect(fileType(undefined, 'tanpa-ekstensi')).toBe('Berkas')
    expect(fileSize(820)).toBe('820 B')
    expect(fileSize(12_698)).toBe('12,4 KB')
    expect(fileSize(1_258_291)).toBe('1,2 MB')
    expect(fileSize(null)).toBe('')
  })

  it('links files site-relative and leaves out documents without a file', () => {
    const doc = (id: number, o: Partial<Document>): Document => ({
      id,
      title: `Dok ${id}`,
      kind: 'brosur',
      ...stamp,
      ...o,
    })
    const items = toDownloads([
      doc(1, {
        url: 'http://127.0.0.1:3100/api/cms/documents/file/brosur.pdf',
        filename: 'brosur.pdf',
        mimeType: 'application/pdf',
        filesize: 2048,
        year: 2027,
      }),
      doc(2, { url: null, filename: null }),
    ])
    expect(items).toEqual([
      {
        id: 1,
        title: 'Dok 1',
        description: '',
        year: 2027,
        href: '/api/cms/documents/file/brosur.pdf',
        filename: 'brosur.pdf',
        type: 'PDF',
        size: '2 KB',
      },
    ])
    expect(filePath('https://cdn.example.com/x.pdf')).toBe('https://cdn.example.com/x.pdf')
  })
})

describe('management', () => {
  it('groups in the fixed order, people by order, without empty groups', () => {
    const person = (
      id: number,
      group: Management['group'],
      order: number,
      photo?: Media,
    ): Management => ({
      id,
      name: `Orang ${id}`,
      position: 'Jabatan',
      group,
      order,
      photo: photo ?? null,
      ...stamp,
    })
    const groups = groupManagement([
      person(1, 'unit', 1),
      person(2, 'pimpinan', 2, media(9, 'Foto Rektor')),
      person(3, 'pimpinan', 1),
    ])
    expect(groups.map((g) => [g.title, g.people.map((p) => p.id)])).toEqual([
      ['Pimpinan Universitas', [3, 2]],
      ['Kepala Biro dan Unit', [1]],
    ])
    expect(groups[0]!.people[1]!.photo).toMatchObject({
      url: '/api/cms/media/file/m9.webp',
      alt: 'Foto Rektor',
    })
  })
})

describe('partners, services, links and photos', () => {
  it('keeps partners with a readable logo, and only web links', () => {
    const partner = (id: number, o: Partial<Partner>): Partner => ({
      id,
      name: `Mitra ${id}`,
      kind: 'industri',
      logo: media(id),
      ...stamp,
      ...o,
    })
    const list = toPartners([
      partner(1, { url: 'https://mitra.example.com', scope: 'Magang' }),
      partner(2, { logo: 5 }),
      partner(3, { url: '/lokal', kind: 'internasional' }),
    ])
    expect(list.map((p) => [p.id, p.kind, p.url])).toEqual([
      [1, 'Industri', 'https://mitra.example.com'],
      [3, 'Internasional', null],
    ])
    expect(
      toServices([{ id: 1, title: 'Lab', description: 'D', image: 4, ...stamp }])[0]!.image,
    ).toBeUndefined()
  })

  it('shows the host of each community-service link and drops non-web ones', () => {
    const links = toCommunityLinks([
      { id: 1, title: 'Jurnal', url: 'https://www.jurnal.utb.ac.id/jtpm', ...stamp },
      { id: 2, title: 'Rusak', url: 'ftp://x', ...stamp },
    ])
    expect(links).toEqual([
      {
        id: 1,
        title: 'Jurnal',
        url: 'https://www.jurnal.utb.ac.id/jtpm',
        host: 'jurnal.utb.ac.id',
        description: '',
      },
    ])
  })

  it('flattens album photos, captioned by the photo or else the album', () => {
    const album: Gallery = {
      id: 7,
      title: 'Album',
      category: 'penelitian',
      date: '2026-08-20T05:00:00.000Z',
      photos: [
        { id: 'a', image: media(1), caption: 'Panel surya' },
        { id: 'b', image: media(2), caption: ' ' },
        { id: 'c', image: 3 },
      ],
      ...stamp,
    }
    expect(galleryPhotos([album]).map((p) => [p.key, p.caption])).toEqual([
      ['7-a', 'Panel surya'],
      ['7-b', 'Album'],
    ])
  })
})

describe('demo files', () => {
  it('writes a valid PDF whose cross-reference offsets point at its objects', () => {
    const pdf = simplePdf(
      'Brosur (uji) – 2027',
      wrap('Biaya pendaftaran Rp 300.000 dikembalikan 100% bila tidak diterima.', 30),
    )
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const xref = Number(/startxref\n(\d+)/.exec(text)![1])
    expect(text.slice(xref, xref + 4)).toBe('xref')
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(offsets).toHaveLength(7)
    offsets.forEach((o, i) =>
      expect(text.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`),
    )
    expect(text).toContain('(Brosur \\(uji\\) - 2027) Tj')
  })
})
