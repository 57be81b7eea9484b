import sharp from 'sharp'

/**
 * Demo downloads drawn locally (no network here): small but valid PDF files with a title and a
 * few lines of text, the UTB logo as SVG and PNG, and portrait placeholders for the management.
 */

/** PDF strings are Latin-1 here (standard Helvetica): other characters become close ASCII. */
const pdfText = (text: string) =>
  text
    .replace(/[–—]/g, '-')
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([\\()])/g, '\\$1')

/** A one-page A4 PDF: a title, then the lines (wrapped by the caller), in Helvetica. */
export function simplePdf(title: string, lines: string[]): Buffer {
  const body = [
    'BT',
    '/F2 20 Tf',
    '56 770 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf',
    '0 -32 Td',
    '16 TL',
    ...lines.map((l) => `(${pdfText(l)}) '`),
    'ET',
    '0.06 0.18 0.5 rg',
    '0 810 595 32 re f',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources ' +
      '<< /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
    `<< /Title (${pdfText(title)}) /Author (Universitas Teknologi Bandung) /Producer (Kampus demo) >>`,
  ]
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  pdf +=
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ` +
    `${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

/** Splits a paragraph into lines of at most `width` characters (PDF text does not wrap). */
export function wrap(text: string, width = 88): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

/** The UTB logo: a navy shield with gold letters. `variant` "putih" draws it for dark backgrounds. */
export function logoSvg(variant: 'warna' | 'putih' = 'warna'): string {
  const shield = variant === 'warna' ? '#102F80' : '#FFFFFF'
  const letters = variant === 'warna' ? '#FBBF24' : '#102F80'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="280" viewBox="0 0 240 280">
  <title>Logo Universitas Teknologi Bandung</title>
  <path d="M120 8 L228 44 V140 C228 206 180 252 120 272 C60 252 12 206 12 140 V44 Z"
    fill="${shield}" stroke="#FBBF24" stroke-width="8"/>
  <text x="120" y="168" text-anchor="middle" font-family="Arial, Helvetica, sans-serif"
    font-size="72" font-weight="700" fill="${letters}">UTB</text>
</svg>
`
}

export async function logoPng(variant: 'warna' | 'putih' = 'warna', width = 480): Promise<Buffer> {
  return sharp(Buffer.from(logoSvg(variant)))
    .resize({ width })
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** A portrait placeholder (head and shoulders silhouette) in a hue derived from the name. 320×400 JPEG. */
export async function portraitImage(name: string): Promise<Buffer> {
  let h = 0
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="400" viewBox="0 0 320 400">
    <rect width="320" height="400" fill="hsl(${200 + (h % 40)} 45% 86%)"/>
    <circle cx="160" cy="150" r="70" fill="hsl(${200 + (h % 40)} 30% 40%)"/>
    <path d="M40 400 C40 290 100 240 160 240 C220 240 280 290 280 400 Z" fill="hsl(${200 + (h % 40)} 40% 25%)"/>
    <path d="M140 250 L160 300 L180 250 Z" fill="#ffffff"/>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: true }).toBuffer()
}
