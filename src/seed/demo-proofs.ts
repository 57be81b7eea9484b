import type { Payload } from 'payload'
import sharp from 'sharp'
import { DEFAULT_REGISTRATION_FEE } from '@/features/admissions-info/fee'
import { formatRupiah } from '@/lib/format'
import { escapeHtml } from '@/lib/html'
import { jakartaWallClock } from '@/lib/time-zone'

export type DemoProof = {
  application: number | string
  applicant: number | string
  payer: string
  paidAt: string
}

const BANKS = [
  { name: 'BCA', colour: '#005eaa' },
  { name: 'BNI', colour: '#f15a23' },
  { name: 'BRI', colour: '#00529c' },
  { name: 'Mandiri', colour: '#003d79' },
  { name: 'BSI', colour: '#00a39d' },
] as const

/** A small number from a string, so one applicant's receipt looks the same on every seed. */
const hashOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)

/**
 * A mobile-banking transfer receipt as a staff member sees them every day: bank, "Transfer
 * Berhasil", amount, payer, the college's account and a reference number. Drawn locally as SVG
 * and stored as PNG, one of the types an applicant may upload.
 */
export async function receiptImage(proof: DemoProof): Promise<Buffer> {
  const seed = hashOf(`${proof.payer}|${proof.paidAt}`)
  const bank = BANKS[seed % BANKS.length]!
  const reference = String(seed).padStart(10, '0').slice(0, 10)
  const rows: [string, string][] = [
    ['Tanggal', `${jakartaWallClock(proof.paidAt)} WIB`],
    ['Dari', proof.payer],
    ['Ke', 'Universitas Teknologi Bandung'],
    ['Rekening tujuan', `${bank.name} 1234 5678 90`],
    ['Berita', 'Biaya pendaftaran PMB'],
    ['No. referensi', reference],
  ]
  const text = (x: number, y: number, size: number, value: string, extra = '') =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" ${extra}>` +
    `${escapeHtml(value)}</text>`
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="420" height="560">',
    '<rect width="420" height="560" fill="#ffffff"/>',
    `<rect width="420" height="72" fill="${bank.colour}"/>`,
    text(24, 46, 26, bank.name, 'fill="#ffffff" font-weight="bold"'),
    text(24, 118, 20, 'Transfer Berhasil', 'fill="#127a3a" font-weight="bold"'),
    text(24, 166, 30, formatRupiah(DEFAULT_REGISTRATION_FEE), 'fill="#111111" font-weight="bold"'),
    ...rows.flatMap(([label, value], i) => [
      text(24, 224 + i * 50, 13, label, 'fill="#555555"'),
      text(24, 244 + i * 50, 16, value, 'fill="#111111"'),
    ]),
    '</svg>',
  ].join('')
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/**
 * Gives every seeded application that reached "bukti diunggah" its payment proof: a receipt
 * owned by the applicant, stored through Payload (so on S3 where the files live there), then
 * linked on the application without its hooks (no status change, no email).
 */
export async function attachDemoProofs(payload: Payload, proofs: DemoProof[]): Promise<void> {
  const attach = async (proof: DemoProof) => {
    const data = await receiptImage(proof)
    const file = await payload.create({
      collection: 'applicant-files',
      data: { owner: proof.applicant as number, kind: 'payment_proof' },
      file: { data, mimetype: 'image/png', name: 'bukti-transfer.png', size: data.length },
      overrideAccess: true,
      depth: 0,
    })
    await payload.db.updateOne({
      collection: 'applications',
      id: proof.application,
      data: { paymentProof: file.id },
    })
  }
  // One at a time: SQLite takes one writer, and each create is a transaction of its own.
  for (const proof of proofs) await attach(proof)
}
