import { escapeHtml } from '@/lib/html'

/** What the applicant is told when staff approve or return their re-registration. */
const SIGNATURE = 'Panitia Penerimaan Mahasiswa Baru UTB'

const email = (subject: string, fullName: string, lines: string[], link: string) => ({
  subject,
  html:
    `<p>Halo ${escapeHtml(fullName)},</p>` +
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    `<p><a href="${link}">${link}</a></p><p>Salam,<br>${SIGNATURE}</p>`,
})

export const approvedEmail = (fullName: string, nim: string, siteUrl: string) =>
  email(
    'Daftar ulang UTB disetujui',
    fullName,
    [
      'Daftar ulang Anda telah disetujui. Selamat bergabung di Universitas Teknologi Bandung!',
      `Nomor Induk Mahasiswa (NIM) Anda: ${nim}.`,
      'Kartu Tanda Mahasiswa (KTM) dapat diunduh dari halaman daftar ulang.',
    ],
    `${siteUrl}/daftar/daftar-ulang`,
  )

export const returnedEmail = (fullName: string, reason: string, siteUrl: string) =>
  email(
    'Daftar ulang UTB perlu diperbaiki',
    fullName,
    [
      'Panitia mengembalikan daftar ulang Anda untuk diperbaiki.',
      `Alasan: ${reason}`,
      'Perbaiki lalu kirim kembali sebelum batas daftar ulang.',
    ],
    `${siteUrl}/daftar/daftar-ulang`,
  )
