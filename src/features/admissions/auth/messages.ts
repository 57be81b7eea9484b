import { formatDateTime } from '@/lib/format'

/** §8: with no message from the server, these exact words. */
export const LOGIN_FAILED = 'Login failed'
export const REGISTRATION_FAILED = 'Registration failed'

export const AUTH_MESSAGES = {
  // One message for an unknown email and a wrong password: neither is revealed.
  wrongCredentials: 'Email atau kata sandi salah. Periksa kembali lalu coba lagi.',
  unverified: 'Email Anda belum diverifikasi. Buka tautan pada email verifikasi yang kami kirim, atau minta email verifikasi baru di bawah ini.',
  duplicateEmail: 'Email ini sudah terdaftar. Silakan masuk, atau pilih “Lupa kata sandi” bila Anda tidak ingat kata sandinya.',
  consentChanged: 'Pemberitahuan privasi baru saja diperbarui. Bacalah versi terbaru di bawah ini lalu centang persetujuan sekali lagi.',
  registered: (email: string) =>
    `Akun Anda sudah dibuat. Kami mengirim email verifikasi ke ${email}. Buka tautan di email itu, lalu masuk. Periksa juga folder spam bila email belum terlihat.`,
  resetRequested:
    'Jika email tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang kata sandi. Tautan berlaku 1 jam. Periksa juga folder spam.',
  verificationResent:
    'Jika akun dengan email tersebut ada dan belum diverifikasi, kami telah mengirim email verifikasi baru. Periksa juga folder spam.',
  resetDone: 'Kata sandi baru sudah disimpan. Silakan masuk dengan kata sandi baru Anda.',
  resetInvalid: 'Tautan atur ulang kata sandi tidak berlaku atau sudah kedaluwarsa. Silakan minta tautan baru.',
  verified: 'Email Anda sudah terverifikasi. Silakan masuk untuk melanjutkan pendaftaran.',
  verifyInvalid:
    'Tautan verifikasi tidak berlaku atau sudah pernah dipakai. Jika email Anda sudah terverifikasi, silakan masuk. Jika belum, minta email verifikasi baru.',
  fixFields: 'Periksa kembali isian yang ditandai.',
} as const

/** Payload locks an account for 15 minutes after 5 failures; the applicant learns until when. */
export function lockedMessage(lockUntil: Date | null, now = new Date()): string {
  if (!lockUntil || lockUntil <= now) return 'Akun Anda dikunci sementara karena terlalu banyak percobaan masuk yang gagal. Silakan coba lagi beberapa menit lagi.'
  const minutes = Math.max(1, Math.ceil((lockUntil.getTime() - now.getTime()) / 60_000))
  return `Akun Anda dikunci sementara karena terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam ${minutes} menit (mulai ${formatDateTime(lockUntil.toISOString())}), atau atur ulang kata sandi.`
}
