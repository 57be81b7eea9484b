import { describe, expect, it } from 'vitest'
import { FILE_POLICY, publicFileHeaders, withExtension } from '@/hooks/safe-uploads'

const served = (type: string) =>
  publicFileHeaders({ headers: new Headers({ 'Content-Type': type }) })

describe('the stored name of an upload', () => {
  it('takes the extension of the detected type in place of the one the uploader gave', () => {
    expect(withExtension('logo.html', 'svg')).toBe('logo.svg')
    expect(withExtension('laporan.tahunan.htm', 'pdf')).toBe('laporan.tahunan.pdf')
    expect(withExtension('foto', 'jpg')).toBe('foto.jpg')
    expect(withExtension('.htaccess', 'svg')).toBe('.htaccess.svg')
  })
})

describe('the answer of a public file route', () => {
  it('shows raster images, SVG and PDF inline, never sniffed', () => {
    for (const type of [
      'image/webp',
      'image/png',
      'image/jpeg',
      'image/svg+xml',
      'application/pdf',
    ]) {
      const headers = served(type)
      expect(headers.get('content-disposition'), type).toBe('inline')
      expect(headers.get('x-content-type-options'), type).toBe('nosniff')
    }
  })

  it('runs nothing a file holds: a sandbox without scripts for all but PDF (its viewer)', () => {
    expect(FILE_POLICY).toMatch(/(^|; )sandbox($|;)/)
    expect(FILE_POLICY).toContain("default-src 'none'")
    expect(FILE_POLICY).not.toMatch(/script-src|allow-scripts/)
    for (const type of ['image/svg+xml', 'text/html; charset=utf-8', 'application/zip', ''])
      expect(served(type).get('content-security-policy'), type).toBe(FILE_POLICY)
    expect(served('application/pdf').get('content-security-policy')).toBeNull()
  })

  it('makes anything else a download, a page stored before names followed content included', () => {
    for (const type of ['text/html', 'text/html; charset=utf-8', 'application/zip', 'text/plain'])
      expect(served(type).get('content-disposition'), type).toBe('attachment')
  })
})
