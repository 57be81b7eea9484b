import type { Payload } from 'payload'
import sharp from 'sharp'
import { escapeHtml } from '@/lib/html'

/**
 * A final diploma (ijazah akhir) as staff see them in the re-registration queue: a plain
 * certificate page with the school, the graduate's name and a number. Drawn locally as SVG and
 * stored as PNG, one of the types an applicant may upload.
 */
export async function diplomaImage(name: string, school: string, number: string): Promise<Buffer> {
  const line = (y: number, size: number, value: string, extra = '') =>
    `<text x="300" y="${y}" text-anchor="middle" font-family="DejaVu Serif, serif" ` +
    `font-size="${size}" fill="#1d2b4f" ${extra}>${escapeHtml(value)}</text>`
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420">',
    '<rect width="600" height="420" fill="#fbf8ef"/>',
    '<rect x="14" y="14" width="572" height="392" fill="none" stroke="#1d2b4f" stroke-width="4"/>',
    line(70, 14, 'KEMENTERIAN PENDIDIKAN DASAR DAN MENENGAH REPUBLIK INDONESIA'),
    line(130, 40, 'IJAZAH', 'font-weight="bold"'),
    line(175, 15, 'Sekolah Menengah Atas Tahun Ajaran 2026/2027'),
    line(220, 14, 'diberikan kepada'),
    line(262, 26, name, 'font-weight="bold"'),
    line(300, 14, `lulusan ${school}`),
    line(370, 12, `Nomor ijazah: ${number}`),
    '</svg>',
  ].join('')
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** Stores a demo applicant's final diploma through Payload (so on S3 where the files live) and returns its id. */
export async function storeDemoDiploma(
  payload: Payload,
  owner: number,
  name: string,
  school: string,
): Promise<number> {
  const data = await diplomaImage(name, school, `DN-02/M-SMA/26/${String(owner).padStart(7, '0')}`)
  const file = await payload.create({
    collection: 'applicant-files',
    data: { owner, kind: 'final_diploma' },
    file: { data, mimetype: 'image/png', name: 'ijazah.png', size: data.length },
    overrideAccess: true,
    depth: 0,
  })
  return file.id
}
