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
