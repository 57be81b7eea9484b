import { formatDate } from '@/lib/format'

/**
 * Everything an applicant or staff member reads about admission waves (gelombang) and quotas:
 * the services, the Applications hooks, the applicant pages and the admin say these sentences.
 */

/** "Gelombang 2" → "gelombang 2"; a name without the word gets it ("Khusus" → "gelombang Khusus"). */
export function waveInSentence(name: string): string {
  const trimmed = name.trim()
  return /^gelombang\b/i.test(trimmed)
    ? `gelombang${trimmed.slice('gelombang'.length)}`
    : `gelombang ${trimmed}`
}

export const WAVE_MESSAGES = {
  /** "Pendaftaran gelombang 2 dibuka 1 Maret 2027." */
  opensOn: (wave: string, startIso: string) =>
    `Pendaftaran ${waveInSentence(wave)} dibuka ${formatDate(startIso)}.`,
  /** "Pendaftaran gelombang 1 ditutup 31 Januari 2027." */
  closedOn: (wave: string, endIso: string) =>
    `Pendaftaran ${waveInSentence(wave)} ditutup ${formatDate(endIso)}.`,
  /** No wave of the track is open now and none is planned. */
  noneOpen: 'Belum ada gelombang pendaftaran yang dibuka untuk jalur ini.',
  step: {
    registration: 'Pendaftaran belum dapat dilakukan.',
    paymentProof: 'Bukti pembayaran tidak dapat diunggah lagi.',
    submission: 'Formulir tidak dapat dikirim lagi.',
  },
  /** What an applicant of a closed wave is told next. */
  nextSteps: {
    test: (dateIso: string) => `Tes seleksi gelombang Anda dijadwalkan ${formatDate(dateIso)}.`,
    announcement: (dateIso: string) =>
      `Pengumuman hasil seleksi gelombang Anda pada ${formatDate(dateIso)}.`,
    moved:
      'Jika pendaftaran Anda belum selesai, panitia dapat memindahkan Anda ke gelombang ' +
      'berikutnya. Hubungi panitia penerimaan.',
  },
  quotaFull: (programme: string, wave: string) =>
    `Kuota ${programme} untuk ${waveInSentence(wave)} sudah penuh. ` +
    'Hubungi panitia untuk pindah ke gelombang berikutnya.',
  /** Staff moving an application to the next wave. */
  move: {
    forbidden: 'Hanya staf penerimaan dan admin yang dapat memindahkan gelombang.',
    notFound: 'Pendaftaran tidak ditemukan.',
    noNext: 'Tidak ada gelombang berikutnya untuk jalur pendaftaran ini.',
    finished: 'Pendaftaran yang sudah diputuskan tidak dapat dipindahkan ke gelombang lain.',
    done: (wave: string) => `Pendaftaran dipindahkan ke ${waveInSentence(wave)}.`,
    event: (from: string, to: string) => `Dipindahkan dari ${from} ke ${to}`,
    none: 'tanpa gelombang',
  },
  /** Filled/quota for staff: "12 dari 40 kursi terisi". */
  filled: (filled: number, quota: number) => `${filled} dari ${quota} kursi terisi`,
} as const
