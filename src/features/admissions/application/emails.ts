import type { ApplicationStatus } from './status'
import { STATUS_LABELS } from './status'
import { escapeHtml } from '@/lib/html'
import { JAKARTA_TIME_ZONE } from '@/lib/time-zone'

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
    timeZone: JAKARTA_TIME_ZONE,
  }).format(new Date(iso)) + ' WIB'

/**
 * What an applicant is told about their application's status, as plain lines: the status email
 * and the WhatsApp message staff open from the application say the same.
 */
export function statusLines(input: StatusEmailInput): string[] {
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
      if (input.reason) lines.push(`Alasan: ${input.reason}`)
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
      if (input.test?.place) lines.push(`Tempat: ${input.test.place}`)
      if (input.test?.onlineUrl) lines.push(`Tautan tes daring: ${input.test.onlineUrl}`)
      if (input.test?.examNumber) lines.push(`Nomor peserta: ${input.test.examNumber}`)
      lines.push(`Cetak kartu tes Anda di ${input.siteUrl}/daftar/tes.`)
      break
    }
    case 'accepted':
      lines.push('Selamat! Anda dinyatakan DITERIMA di Universitas Teknologi Bandung.')
      lines.push(
        `Lakukan daftar ulang di ${input.siteUrl}/daftar/daftar-ulang sebelum batasnya: ` +
          'lengkapi data, setujui surat pernyataan, dan bayar cicilan pertama biaya semester pertama.',
      )
      break
    case 'withdrawn':
      lines.push(
        'Batas daftar ulang Anda telah lewat tanpa daftar ulang yang lengkap, sehingga Anda ' +
          'dinyatakan mengundurkan diri dan kursi Anda diberikan kepada pendaftar lain.',
      )
      lines.push('Bila ini keliru, hubungi panitia penerimaan secepatnya.')
      break
    case 'not_accepted':
      lines.push('Mohon maaf, Anda belum dinyatakan diterima pada periode ini.')
      lines.push('Sesuai ketentuan, biaya pendaftaran akan dikembalikan 100% ke rekening Anda.')
      break
  }
  if (input.decisionNote && (input.status === 'accepted' || input.status === 'not_accepted'))
    lines.push(input.decisionNote)
  return lines
}

const SIGNATURE = 'Panitia Penerimaan Mahasiswa Baru UTB'
const dashboardOf = (siteUrl: string) => `${siteUrl}/daftar`

/** The email an applicant receives when their application changes status (Indonesian, plain HTML). */
export function statusEmail(input: StatusEmailInput): { subject: string; html: string } {
  const dashboard = dashboardOf(input.siteUrl)
  const html =
    `<p>Halo ${esc(input.fullName)},</p>` +
    statusLines(input)
      .map((l) => `<p>${esc(l)}</p>`)
      .join('') +
    `<p>Lihat status pendaftaran Anda: <a href="${dashboard}">${dashboard}</a></p>` +
    `<p>Salam,<br>${SIGNATURE}</p>`
  return { subject: `Status pendaftaran UTB: ${STATUS_LABELS[input.status]}`, html }
}

/** The WhatsApp message staff send from an application: the status email's words, as text. */
export function statusWhatsAppText(input: StatusEmailInput): string {
  return [
    `Halo ${input.fullName},`,
    `Status pendaftaran Anda di UTB: ${STATUS_LABELS[input.status]}.`,
    ...statusLines(input),
    `Lihat status pendaftaran Anda: ${dashboardOf(input.siteUrl)}`,
    `Salam,\n${SIGNATURE}`,
  ].join('\n\n')
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
