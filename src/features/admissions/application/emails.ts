import type { ApplicationStatus } from './status'
import { STATUS_LABELS } from './status'
import { escapeHtml } from '@/lib/html'

export type StatusEmailInput = {
  fullName: string
  status: ApplicationStatus
  siteUrl: string
  reason?: string | null
  test?: {
    date?: string | null
    place?: string | null
    onlineUrl?: string | null
    examNumber?: string | null
  } | null
  decisionNote?: string | null
}

const esc = escapeHtml
const when = (iso: string) =>
  new Intl.DateTimeFormat('id-ID', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso)) + ' WIB'

/** The email an applicant receives when their application changes status (Indonesian, plain HTML). */
export function statusEmail(input: StatusEmailInput): { subject: string; html: string } {
  const dashboard = `${input.siteUrl}/daftar`
  const lines: string[] = []
  switch (input.status) {
    case 'registered':
      lines.push(
        'Pendaftaran Anda telah tercatat. Langkah berikutnya: ' +
          'transfer biaya pendaftaran dan unggah bukti pembayarannya.',
      )
      break
    case 'proof_uploaded':
      lines.push('Bukti pembayaran Anda sudah kami terima dan sedang diperiksa panitia.')
      break
    case 'payment_rejected':
      lines.push('Bukti pembayaran Anda belum dapat kami verifikasi.')
      if (input.reason) lines.push(`Alasan: ${esc(input.reason)}`)
      lines.push('Silakan unggah ulang bukti pembayaran yang benar melalui dasbor pendaftaran.')
      break
    case 'payment_verified':
      lines.push(
        'Pembayaran Anda telah diverifikasi. Silakan lengkapi dan kirim formulir pendaftaran.',
      )
      break
    case 'submitted':
      lines.push(
        'Formulir pendaftaran Anda telah kami terima. Jadwal tes akan diumumkan melalui email dan dasbor.',
      )
      break
    case 'test_scheduled': {
      lines.push('Jadwal tes Anda telah ditetapkan.')
      if (input.test?.date) lines.push(`Waktu: ${when(input.test.date)}`)
      if (input.test?.place) lines.push(`Tempat: ${esc(input.test.place)}`)
      if (input.test?.onlineUrl) lines.push(`Tautan tes daring: ${esc(input.test.onlineUrl)}`)
      if (input.test?.examNumber) lines.push(`Nomor peserta: ${esc(input.test.examNumber)}`)
      lines.push(`Cetak kartu tes Anda di ${input.siteUrl}/daftar/tes.`)
      break
    }
    case 'accepted':
      lines.push('Selamat! Anda dinyatakan DITERIMA di Universitas Teknologi Bandung.')
      break
    case 'not_accepted':
      lines.push('Mohon maaf, Anda belum dinyatakan diterima pada periode ini.')
      lines.push('Sesuai ketentuan, biaya pendaftaran akan dikembalikan 100% ke rekening Anda.')
      break
  }
  if (input.decisionNote && (input.status === 'accepted' || input.status === 'not_accepted'))
    lines.push(esc(input.decisionNote))
  const html =
    `<p>Halo ${esc(input.fullName)},</p>` +
    lines.map((l) => `<p>${l}</p>`).join('') +
    `<p>Lihat status pendaftaran Anda: <a href="${dashboard}">${dashboard}</a></p>` +
    `<p>Salam,<br>Panitia Penerimaan Mahasiswa Baru UTB</p>`
  return { subject: `Status pendaftaran UTB: ${STATUS_LABELS[input.status]}`, html }
}

export function refundPaidEmail(
  fullName: string,
  reference: string | null | undefined,
  siteUrl: string,
) {
  return {
    subject: 'Biaya pendaftaran UTB telah dikembalikan',
    html:
      `<p>Halo ${esc(fullName)},</p><p>Biaya pendaftaran Anda telah kami kembalikan 100%.</p>` +
      (reference ? `<p>Nomor referensi transfer: ${esc(reference)}</p>` : '') +
      `<p>Lihat dasbor: <a href="${siteUrl}/daftar">${siteUrl}/daftar</a></p>`,
  }
}
