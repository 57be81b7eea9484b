/**
 * The words of re-registration (daftar ulang): its statuses, the choices of its form (as the
 * Feeder's reference lists name them, so the Feeder client can find each id by name) and every
 * message an applicant or staff member reads.
 */
export const REREGISTRATION_STATUSES = [
  'open',
  'submitted',
  'returned',
  'approved',
  'withdrawn',
] as const
export type ReregistrationStatus = (typeof REREGISTRATION_STATUSES)[number]

export const REREGISTRATION_STATUS_LABELS: Record<ReregistrationStatus, string> = {
  open: 'Belum dilengkapi',
  submitted: 'Menunggu verifikasi',
  returned: 'Dikembalikan untuk diperbaiki',
  approved: 'Disetujui',
  withdrawn: 'Gugur / mengundurkan diri',
}

/** Statuses in which the applicant may still change the form. */
export const EDITABLE_STATUSES: readonly ReregistrationStatus[] = ['open', 'returned']

/** Statuses the deadline ends: not completed in time. */
export const LAPSING_STATUSES: readonly ReregistrationStatus[] = ['open', 'returned']

export const FINANCING_LABELS = {
  self: 'Biaya sendiri / orang tua',
  'partial-scholarship': 'Beasiswa tidak penuh',
  'full-scholarship': 'Beasiswa penuh',
} as const

export const PARENT_EDUCATION_LABELS = {
  none: 'Tidak sekolah',
  sd: 'SD / sederajat',
  smp: 'SMP / sederajat',
  sma: 'SMA / sederajat',
  d3: 'D3',
  d4: 'D4',
  s1: 'S1',
  s2: 'S2',
  s3: 'S3',
} as const

export const OCCUPATION_LABELS = {
  none: 'Tidak bekerja',
  civil: 'PNS / TNI / Polri',
  private: 'Karyawan swasta',
  entrepreneur: 'Wiraswasta',
  farmer: 'Petani / nelayan / peternak',
  trader: 'Pedagang',
  labourer: 'Buruh',
  retired: 'Pensiunan',
  other: 'Lainnya',
} as const

/** The Feeder's own brackets (GetPenghasilan), so each choice is one of its rows. */
export const INCOME_LABELS = {
  none: 'Tidak berpenghasilan',
  lt500k: 'Kurang dari Rp 500.000',
  '500k-1m': 'Rp 500.000 – Rp 999.999',
  '1m-2m': 'Rp 1.000.000 – Rp 1.999.999',
  '2m-5m': 'Rp 2.000.000 – Rp 4.999.999',
  '5m-20m': 'Rp 5.000.000 – Rp 20.000.000',
  gt20m: 'Lebih dari Rp 20.000.000',
} as const

/** The Feeder's own kinds and degrees (GetKebutuhanKhusus), so each choice is one of its rows. */
export const SPECIAL_NEEDS_LABELS = {
  none: 'Tidak ada',
  visual: 'Tunanetra / low vision',
  hearing: 'Tunarungu',
  'intellectual-mild': 'Tunagrahita ringan',
  'intellectual-moderate': 'Tunagrahita sedang',
  'physical-mild': 'Tunadaksa ringan',
  'physical-moderate': 'Tunadaksa sedang',
} as const

/** What the statement letter says; the consent record keeps this version. */
export const STATEMENT_VERSION = '2026-12'
export const STATEMENT_TEXT =
  'Saya menyatakan bahwa data yang saya isi benar, bersedia mematuhi peraturan akademik dan tata ' +
  'tertib Universitas Teknologi Bandung, dan memahami bahwa data ini dilaporkan ke PDDikti.'

export const DEFAULT_INSTALMENTS = 3
export const DEFAULT_DAYS_TO_COMPLETE = 14

export const REREGISTRATION_MESSAGES = {
  notAccepted: 'Daftar ulang hanya untuk pendaftar yang dinyatakan diterima.',
  notFound: 'Data daftar ulang tidak ditemukan.',
  closed: 'Batas waktu daftar ulang sudah lewat.',
  notEditable: 'Daftar ulang ini sedang diverifikasi atau sudah selesai; data tidak dapat diubah.',
  saved: 'Data daftar ulang disimpan.',
  submitted: 'Daftar ulang dikirim. Panitia akan memeriksanya.',
  incomplete: 'Daftar ulang belum lengkap:',
  finalDiplomaMissing:
    'Unggah ijazah akhir terlebih dahulu; daftar ulang hanya dapat dikirim dengan ijazah akhir.',
  finalDiplomaNotFound: 'Berkas ijazah akhir tidak ditemukan. Silakan unggah ulang.',
  noFee: 'Biaya semester pertama untuk program studi ini belum ditetapkan. Hubungi panitia.',
  instalments: (n: number) => `Pilih 1 sampai ${n} kali cicilan.`,
  planLocked: 'Jumlah cicilan tidak dapat diubah setelah pembayaran pertama.',
  forbidden: 'Hanya panitia penerimaan yang dapat memeriksa daftar ulang.',
  notSubmitted: 'Hanya daftar ulang yang menunggu verifikasi dapat disetujui atau dikembalikan.',
  reasonRequired: 'Tuliskan alasan pengembalian agar pendaftar tahu apa yang harus diperbaiki.',
  approved: 'Daftar ulang disetujui; mahasiswa baru ditetapkan dengan NIM',
  returned: 'Daftar ulang dikembalikan kepada pendaftar dengan alasannya.',
  lapsed: 'Batas daftar ulang terlewati tanpa daftar ulang lengkap.',
} as const
