/**
 * The words of the Feeder sync: a batch's and a student's states, the log's outcomes and every
 * message staff read.
 */
export const BATCH_STATUS_LABELS = {
  draft: 'Draf (belum disetujui)',
  approved: 'Disetujui, menunggu antrean',
  sending: 'Sedang dikirim',
  done: 'Selesai',
} as const
export type BatchStatus = keyof typeof BATCH_STATUS_LABELS

/**
 * pending → sent → confirmed, or failed (the Feeder refused, or the data cannot be mapped), or
 * unknown (sent, no answer): only a read settles an unknown one.
 */
export const RECORD_STATE_LABELS = {
  pending: 'Menunggu dikirim',
  sent: 'Terkirim, menunggu jawaban',
  confirmed: 'Diterima Feeder',
  failed: 'Ditolak / gagal',
  unknown: 'Tidak pasti (dicocokkan ulang)',
} as const
export type RecordState = keyof typeof RECORD_STATE_LABELS
export const RECORD_STATES = Object.keys(RECORD_STATE_LABELS) as RecordState[]

export const RECORD_STEP_LABELS = {
  biodata: 'Biodata (InsertBiodataMahasiswa)',
  riwayat: 'Riwayat pendidikan (InsertRiwayatPendidikanMahasiswa)',
} as const
export type RecordStep = keyof typeof RECORD_STEP_LABELS

export const LOG_OUTCOME_LABELS = {
  confirmed: 'Diterima',
  refused: 'Ditolak Feeder',
  unreachable: 'Tidak terkirim',
  unknown: 'Tanpa jawaban',
  found: 'Ditemukan saat dicocokkan',
  'not-found': 'Tidak ditemukan saat dicocokkan',
  'not-mapped': 'Data belum lengkap (tidak dikirim)',
} as const
export type LogOutcome = keyof typeof LOG_OUTCOME_LABELS

export const FEEDER_MESSAGES = {
  forbidden: 'Hanya panitia penerimaan yang dapat mengelola kiriman Feeder.',
  notFound: 'Kiriman Feeder tidak ditemukan.',
  off: 'Koneksi Feeder belum diatur (FEEDER_URL, FEEDER_USERNAME, FEEDER_PASSWORD).',
  unreachable: 'Feeder tidak dapat dihubungi untuk membaca referensinya. Coba lagi nanti.',
  intakeRequired: 'Pilih angkatan (tahun masuk) mahasiswa yang dikirim.',
  noStudents: 'Tidak ada mahasiswa aktif angkatan ini yang belum dikirim ke Feeder.',
  prepared: (count: number) =>
    `Kiriman Feeder dibuat untuk ${count} mahasiswa. Periksa lalu setujui.`,
  fingerprintRequired: 'Sidik isi kiriman yang Anda lihat wajib dikirim bersama persetujuan.',
  changed:
    'Data mahasiswa dalam kiriman ini berubah sejak Anda melihatnya. Muat ulang halaman, periksa ' +
    'lagi, lalu setujui.',
  notDraft: 'Hanya kiriman berstatus draf yang dapat disetujui.',
  approved: 'Kiriman disetujui dan masuk antrean pengiriman ke Feeder.',
  refreshed: 'Isi kiriman dihitung ulang dari data terbaru.',
} as const
