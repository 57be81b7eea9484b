/** With no message from the server, the forms show these exact words. */
export const LOGIN_FAILED = 'Login failed'
export const REGISTRATION_FAILED = 'Registration failed'

export const AUTH_MESSAGES = {
  // One message for an unknown email, a wrong password and a locked account: none is revealed.
  wrongCredentials:
    'Email atau kata sandi salah, atau akun sedang dikunci sementara setelah terlalu ' +
    'banyak percobaan gagal. Periksa kembali lalu coba lagi, atau atur ulang kata sandi.',
  unverified:
    'Email Anda belum diverifikasi. Buka tautan pada email verifikasi ' +
    'yang kami kirim, atau minta email verifikasi baru di bawah ini.',
  consentChanged:
    'Pemberitahuan privasi baru saja diperbarui. Bacalah versi ' +
    'terbaru di bawah ini lalu centang persetujuan sekali lagi.',
  // The same words whether the email was new or already had an account (that one gets a mail saying so).
  registered: (email: string) =>
    `Terima kasih. Kami mengirim email verifikasi ke ${email}. Buka ` +
    `tautan di email itu, lalu masuk. Jika alamat ini ternyata sudah ` +
    `punya akun, email itu berisi tautan untuk masuk atau mengatur ulang ` +
    `kata sandi. Periksa juga folder spam bila email belum terlihat.`,
  resetRequested:
    'Jika email tersebut terdaftar, kami telah mengirim tautan untuk mengatur ' +
    'ulang kata sandi. Tautan berlaku 1 jam. Periksa juga folder spam.',
  verificationResent:
    'Jika akun dengan email tersebut ada dan belum diverifikasi, kami ' +
    'telah mengirim email verifikasi baru. Periksa juga folder spam.',
  resetDone: 'Kata sandi baru sudah disimpan. Silakan masuk dengan kata sandi baru Anda.',
  resetInvalid:
    'Tautan atur ulang kata sandi tidak berlaku atau sudah kedaluwarsa. Silakan minta tautan baru.',
  verified: 'Email Anda sudah terverifikasi. Silakan masuk untuk melanjutkan pendaftaran.',
  verifyInvalid:
    'Tautan verifikasi tidak berlaku atau sudah pernah dipakai. Jika email Anda ' +
    'sudah terverifikasi, silakan masuk. Jika belum, minta email verifikasi baru.',
  fixFields: 'Periksa kembali isian yang ditandai.',
} as const
