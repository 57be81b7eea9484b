import { env } from '@/lib/env'
import { escapeHtml } from '@/lib/html'

/** What staff and applicants read about their own account (one vocabulary for both collections). */
export const ACCOUNT_MESSAGES = {
  currentPasswordMissing:
    'Masukkan kata sandi Anda saat ini untuk mengganti email atau kata sandi akun.',
  currentPasswordWrong: 'Kata sandi saat ini salah.',
  invalidEmail: 'Alamat email tidak sah.',
  emailChangeInvalid:
    'Tautan konfirmasi email tidak berlaku atau sudah kedaluwarsa. Minta penggantian email sekali lagi dari akun Anda.',
  emailChangeTaken: 'Email baru itu sudah dipakai akun lain, jadi email akun Anda tidak diganti.',
  emailChangeDone: 'Email akun Anda sudah diganti. Gunakan email baru untuk masuk berikutnya.',
  emailChangeAsk: 'Tekan tombol di bawah ini untuk memakai alamat ini sebagai email akun Anda.',
  emailChangeButton: 'Konfirmasi email baru',
} as const

/** Hours a link to confirm a new email stays valid. */
export const EMAIL_CHANGE_HOURS = 24

export type AccountKind = 'users' | 'applicants'

const site = () => env().siteUrl
const loginUrl = (kind: AccountKind) =>
  `${site()}${kind === 'users' ? '/admin/login' : '/daftar/login'}`
const resetUrl = (kind: AccountKind) =>
  `${site()}${kind === 'users' ? '/admin/forgot' : '/daftar/lupa-sandi'}`
export const emailChangeUrl = (kind: AccountKind, token: string) =>
  `${site()}` +
  `${kind === 'users' ? '/api/cms/users/konfirmasi-email' : '/daftar/verifikasi-email'}` +
  `?token=${encodeURIComponent(token)}`

const a = (url: string) => `<a href="${url}">${url}</a>`
const hello = (name: unknown) =>
  `<p>Halo${typeof name === 'string' && name ? ` ${escapeHtml(name)}` : ''},</p>`
const sign = '<p>Salam,<br>Universitas Teknologi Bandung</p>'
const notYou = (kind: AccountKind) =>
  `<p>Jika bukan Anda yang melakukannya, segera atur ulang kata sandi di ${a(resetUrl(kind))} dan hubungi kami.</p>`

type Mail = { to: string; subject: string; html: string }

export const ACCOUNT_MAILS = {
  confirmNewEmail: (kind: AccountKind, to: string, name: unknown, token: string): Mail => ({
    to,
    subject: 'Konfirmasi email baru akun UTB',
    html:
      hello(name) +
      `<p>Ada permintaan untuk memakai alamat ini sebagai email akun ` +
      `Anda di Universitas Teknologi Bandung. Buka tautan berikut ` +
      `untuk mengonfirmasinya (berlaku ${EMAIL_CHANGE_HOURS} jam):</p>` +
      `<p>${a(emailChangeUrl(kind, token))}</p><p>Abaikan email ini ` +
      `jika Anda tidak memintanya; email akun tidak akan berubah.</p>` +
      sign,
  }),
  emailChangeRequested: (kind: AccountKind, to: string, name: unknown, newEmail: string): Mail => ({
    to,
    subject: 'Permintaan penggantian email akun UTB',
    html:
      hello(name) +
      `<p>Ada permintaan untuk mengganti email akun Anda menjadi ` +
      `${escapeHtml(newEmail)}. Email akun baru berganti setelah ` +
      `tautan yang kami kirim ke alamat baru itu dibuka.</p>` +
      notYou(kind) +
      sign,
  }),
  emailChanged: (
    kind: AccountKind,
    to: string,
    name: unknown,
    newEmail: string,
    byStaff: boolean,
  ): Mail => ({
    to,
    subject: 'Email akun UTB Anda telah diganti',
    html:
      hello(name) +
      `<p>Email akun Anda telah diganti menjadi ` +
      `${escapeHtml(newEmail)}${byStaff ? ' oleh staf kami' : ''}` +
      `. Alamat ini tidak lagi dipakai untuk masuk.</p>` +
      notYou(kind) +
      sign,
  }),
  passwordChanged: (kind: AccountKind, to: string, name: unknown, byStaff: boolean): Mail => ({
    to,
    subject: 'Kata sandi akun UTB Anda telah diganti',
    html:
      hello(name) +
      `<p>Kata sandi akun Anda baru saja diganti${byStaff ? ' oleh admin' : ''}.</p>` +
      notYou(kind) +
      sign,
  }),
  alreadyRegistered: (kind: AccountKind, to: string, name: unknown): Mail => ({
    to,
    subject: 'Anda sudah memiliki akun pendaftaran UTB',
    html:
      hello(name) +
      `<p>Seseorang (mungkin Anda) mencoba membuat akun pendaftaran baru ` +
      `dengan alamat email ini, padahal akun dengan email ini sudah ada.</p>` +
      `<p>Masuk di ${a(loginUrl(kind))}, atau atur ulang kata sandi di ${a(resetUrl(kind))} bila Anda lupa.</p>` +
      `<p>Abaikan email ini jika Anda tidak mencoba mendaftar.</p>` +
      sign,
  }),
}
