import { deflateSync } from 'node:zlib'
import { zipSync, strToU8 } from 'fflate'
import sharp from 'sharp'

/**
 * Upload fixtures built in code (no binaries in the repository): genuine images and PDFs, and
 * the hostile files an applicant might send instead.
 */

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 80, b: 160 } } })

/** A photo as a phone takes it: EXIF with a camera owner and a rotation flag. */
export const jpegWithExif = (width = 64, height = 32) =>
  canvas(width, height)
    .jpeg({ quality: 90 })
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Artist: 'Pemilik Kamera Rahasia', Copyright: 'GPS -6.9,107.6' } },
    })
    .toBuffer()

export const plainJpeg = (width = 64, height = 32) => canvas(width, height).jpeg().toBuffer()
export const plainPng = (width = 48, height = 48) => canvas(width, height).png().toBuffer()

/** A minimal, well-formed PDF; `catalogExtra` goes into the document catalog. */
export function pdf(catalogExtra = '', extraObjects: string[] = []): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ...extraObjects,
  ]
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

export const pdfWithJavaScript = () =>
  pdf('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>')
/** The same script with its name spelled in PDF hex escapes. */
export const pdfWithEscapedJavaScript = () =>
  pdf('/OpenAction << /S /J#61vaScript /JS (app.alert\\(1\\)) >>')
export const pdfWithLaunch = () => pdf('/OpenAction << /S /Launch /F (cmd.exe) >>')
export const pdfWithEmbeddedFile = () =>
  pdf('/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>', [
    '<< /Type /Filespec /F (a.exe) >>',
  ])

/** A script action hidden in a compressed object stream. */
export function pdfWithHiddenJavaScript(): Buffer {
  const inner = deflateSync(
    Buffer.from('4 0 << /S /JavaScript /JS (app.alert\\(1\\)) >>', 'latin1'),
  )
  const stream = `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${inner.length} >>\nstream\n`
  const base = pdf('/OpenAction 4 0 R').toString('latin1')
  const at = base.indexOf('xref\n')
  return Buffer.concat([
    Buffer.from(base.slice(0, at) + `5 0 obj\n${stream}`, 'latin1'),
    inner,
    Buffer.from(`\nendstream\nendobj\n${base.slice(at)}`, 'latin1'),
  ])
}

export const pdfEncrypted = () =>
  Buffer.from(
    pdf().toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 9 0 R'),
    'latin1',
  )

/** A Windows executable that calls itself a photo. */
export function executable(): Buffer {
  const exe = Buffer.alloc(1024)
  exe.write('MZ', 0, 'latin1')
  exe.writeUInt32LE(0x80, 0x3c)
  exe.write('PE\0\0', 0x80, 'latin1')
  exe.writeUInt16LE(0x14c, 0x84)
  return exe
}

export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ' +
      'width="10" height="10"><script>alert(document.cookie)</script></svg>',
  )

/**
 * An SVG that passes Payload's SVG inspection (the script is text inside CDATA) and runs `script`
 * when a browser reads it as HTML, where `<![CDATA[>` is a comment and `<script>` an element.
 */
export const svgRunningAsHtml = (script = 'document.title="dijalankan"') =>
  Buffer.from(
    '<!-- <svg width="10" height="10"> --><svg:svg xmlns:svg="http://www.w3.org/2000/svg" ' +
      `width="10" height="10"><svg:desc><![CDATA[><script>${script}</script>]]></svg:desc></svg:svg>`,
  )

export const zipArchive = () =>
  Buffer.from(zipSync({ 'payload.html': strToU8('<script>alert(1)</script>') }))

/** A JPEG with a ZIP appended after its end marker: an image to a viewer, an archive to unzip. */
export const jpegZipPolyglot = async () => Buffer.concat([await plainJpeg(), zipArchive()])

/** A ZIP hidden in a JPEG comment segment, before the picture data. */
export async function jpegWithZipInComment(): Promise<Buffer> {
  const jpeg = await plainJpeg()
  const zip = zipArchive()
  const segment = Buffer.alloc(4)
  segment.writeUInt16BE(0xfffe, 0)
  segment.writeUInt16BE(zip.length + 2, 2)
  return Buffer.concat([jpeg.subarray(0, 2), segment, zip, jpeg.subarray(2)])
}

export const pngWithTrailer = async () =>
  Buffer.concat([await plainPng(), Buffer.from('<?php system($_GET["c"]); ?>')])

/** Just over 5 MB, with a JPEG's first bytes. */
export const oversized = () => {
  const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x41)
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(big)
  return big
}
