/** What an applicant reads about passkeys (route, page, form and tests share these). */
export const PASSKEY_MESSAGES = {
  signInFirst: 'Silakan masuk ke akun pendaftar terlebih dahulu.',
  badInput: 'Permintaan passkey tidak lengkap atau tidak dapat dibaca.',
  challengeExpired: 'Permintaan passkey sudah kedaluwarsa. Coba lagi.',
  registerFailed: 'Passkey tidak dapat diverifikasi. Coba lagi dari perangkat Anda.',
  signInFailed:
    'Passkey tidak dikenali. Masuk dengan email dan kata sandi, lalu tambahkan passkey.',
  unverified: 'Verifikasi email Anda terlebih dahulu sebelum masuk.',
  added: 'Passkey ditambahkan. Berikutnya Anda dapat masuk tanpa kata sandi.',
  removed: 'Passkey dihapus.',
  notFound: 'Passkey itu tidak ditemukan di akun Anda.',
  needsPassword:
    'Untuk menghapus passkey, masukkan kata sandi Anda (atau masuk ulang dalam 10 menit terakhir).',
  wrongPassword: 'Kata sandi tidak cocok.',
  tooMany: 'Akun Anda sudah memiliki 10 passkey. Hapus salah satu terlebih dahulu.',
} as const

/** Labels of the applicant's pages. */
export const PASSKEY_LABELS = {
  signIn: 'Masuk dengan passkey',
  add: 'Tambahkan passkey',
  remove: 'Hapus',
  heading: 'Passkey',
  lead:
    'Passkey memakai sidik jari, wajah atau PIN perangkat Anda untuk masuk tanpa kata sandi. ' +
    'Kata sandi tetap berlaku.',
  none: 'Belum ada passkey.',
  password: 'Kata sandi (untuk menghapus)',
  browserRefused: 'Peramban membatalkan atau tidak mendukung passkey.',
  failed: 'Passkey belum berhasil. Coba lagi.',
} as const
