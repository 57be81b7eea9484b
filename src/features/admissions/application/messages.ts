/**
 * What the applicant is told wherever they act before having an application: the form, the
 * uploads, the requirements check and the pages all say the same sentence.
 */
export const NO_APPLICATION = 'Pilih jalur pendaftaran terlebih dahulu.'

/** Reaching an applicant from their application (staff). */
export const REACH_MESSAGES = {
  forbidden: 'Hanya staf penerimaan dan admin yang dapat menghubungi pendaftar.',
  notFound: 'Pendaftaran tidak ditemukan.',
  badChannel: 'Pilih cara menghubungi: "whatsapp" atau "email".',
  noWhatsApp: 'Nomor WhatsApp pendaftar tidak valid; perbaiki di data akun pendaftar.',
  noEmail: 'Pendaftar tidak memiliki alamat email.',
  mailFailed: 'Email status gagal dimasukkan ke antrean. Coba lagi beberapa saat lagi.',
  whatsAppAction: 'Dihubungi melalui WhatsApp',
  emailAction: 'Email status dikirim ulang',
  emailSent: 'Email status dikirim ulang ke pendaftar.',
} as const

/** Rejecting a payment proof: the hook, the review endpoint and the queue's form all say this. */
export const REJECTION_REASON_REQUIRED =
  'Tuliskan alasan penolakan pembayaran; alasan ini dikirim ke pendaftar.'

/** The review queue (proofs, documents) and bulk test scheduling (staff). */
export const REVIEW_MESSAGES = {
  forbidden: 'Hanya staf penerimaan dan admin yang dapat memverifikasi dan menjadwalkan tes.',
  notFound: 'Pendaftaran tidak ditemukan.',
  badRequest: 'Permintaan tidak valid. Muat ulang halaman lalu coba lagi.',
  reasonTooLong: 'Alasan penolakan paling banyak 500 karakter.',
  noSelection: 'Pilih minimal satu pendaftaran.',
  tooMany: 'Jadwalkan paling banyak 100 pendaftaran sekaligus.',
  badDate: 'Isi tanggal dan jam tes yang valid.',
  badMode: 'Pilih bentuk tes: luring atau daring.',
  verified: 'Pembayaran terverifikasi.',
  rejected: 'Pembayaran ditolak; alasan dikirim ke pendaftar.',
  failed: 'Perubahan tidak dapat disimpan. Coba lagi.',
  network: 'Tidak dapat terhubung ke server. Coba lagi.',
} as const

/** "Status pendaftaran ini sudah "…"": the application left the queue meanwhile. */
export const statusMovedMessage = (label: string) =>
  `Status pendaftaran ini sudah "${label}"; muat ulang antrean.`

/** The bulk scheduling summary: "2 pendaftaran dijadwalkan; 1 ditolak." */
export const scheduleSummary = (scheduled: number, refused: number) =>
  `${scheduled} pendaftaran dijadwalkan` + (refused ? `; ${refused} ditolak.` : '.')
