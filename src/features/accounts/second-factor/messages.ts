/** What staff read about their second factor (endpoints, views and tests share these). */
export const SECOND_FACTOR_MESSAGES = {
  staffOnly: 'Hanya staf yang dapat mengatur faktor kedua.',
  signInFirst: 'Silakan masuk dengan email dan kata sandi terlebih dahulu.',
  stepPending: 'Selesaikan langkah kedua masuk terlebih dahulu.',
  alreadyDone: 'Langkah kedua sesi ini sudah selesai.',
  codeWrong: 'Kode tidak cocok. Periksa jam ponsel Anda dan masukkan kode yang sedang tampil.',
  recoveryWrong: 'Kode pemulihan tidak dikenali atau sudah pernah dipakai.',
  locked:
    'Terlalu banyak kode salah. Langkah kedua dikunci selama 15 menit; silakan masuk lagi nanti.',
  noSetup: 'Mulai pendaftaran aplikasi autentikator terlebih dahulu.',
  passkeyFailed: 'Passkey tidak dapat diverifikasi. Coba lagi atau gunakan kode autentikator.',
  passkeyUnknown: 'Passkey ini tidak terdaftar untuk akun Anda.',
  challengeExpired: 'Permintaan passkey sudah kedaluwarsa. Coba lagi.',
  lastFactor:
    'Faktor terakhir tidak dapat dihapus karena akun Anda wajib memakai faktor kedua. ' +
    'Tambahkan faktor lain terlebih dahulu.',
  notFound: 'Faktor itu tidak ditemukan.',
  notEnrolled: 'Akun ini belum memiliki faktor kedua.',
  adminOnly: 'Hanya admin yang dapat mengatur ulang faktor kedua staf lain.',
  notYourself: 'Atur ulang faktor kedua Anda sendiri dari halaman akun, bukan dari sini.',
  badInput: 'Permintaan tidak lengkap.',
} as const

/** Labels of the admin views. */
export const SECOND_FACTOR_LABELS = {
  verifyTitle: 'Verifikasi dua langkah',
  enrolTitle: 'Amankan akun dengan faktor kedua',
  codeLabel: 'Kode 6 digit dari aplikasi autentikator',
  recoveryLabel: 'Kode pemulihan',
  usePasskey: 'Gunakan passkey',
  useRecovery: 'Gunakan kode pemulihan',
  submit: 'Verifikasi',
  logout: 'Keluar',
  skip: 'Lewati untuk sekarang',
} as const
