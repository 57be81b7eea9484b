import { DownloadLink } from '@/components/DownloadLink'
import Link from 'next/link'
import type { DataRequestView } from '@/features/admissions/types'
import { PRIVACY_NOTICE_PATH, PRIVACY_NOTICE_TITLE } from '@/features/privacy/messages'
import { CorrectionRequest } from './CorrectionRequest.client'
import { DeletionRequest } from './DeletionRequest.client'
import { CampusInfoConsent } from './CampusInfoConsent'
import { RestrictionRequest } from './RestrictionRequest.client'
import { JAKARTA_TIME_ZONE } from '@/lib/time-zone'

const DATE_TIME = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: JAKARTA_TIME_ZONE,
})
/** "23 November 2026 pukul 16.43 WIB"; empty for a missing date. */
const dateTime = (iso: string | null | undefined) =>
  iso ? `${DATE_TIME.format(new Date(iso))} WIB` : ''

const STORED: [string, string][] = [
  [
    'Akun',
    'Nama lengkap, email, nomor WhatsApp dan kata sandi (tersimpan teracak; ' +
      'tidak dapat dibaca siapa pun). Untuk masuk ke akun dan menghubungi Anda.',
  ],
  [
    'Formulir pendaftaran',
    'Jalur, data diri (jenis kelamin, tempat dan tanggal lahir, NIK, ' +
      'agama, tinggi badan, alamat), pendidikan terakhir, orang tua/wali, ' +
      'pernyataan kesehatan, buta warna dan SKCK, serta pilihan program ' +
      'studi. Untuk memeriksa persyaratan dan menyeleksi Anda.',
  ],
  [
    'Berkas',
    'Bukti pembayaran, pas foto, KTP/Kartu Keluarga, ijazah atau surat keterangan ' +
      'lulus dan SKCK. Hanya dapat dibuka oleh Anda dan panitia penerimaan.',
  ],
  [
    'Riwayat',
    'Setiap perubahan status, jadwal tes, keputusan dan pengembalian biaya, beserta ' +
      'siapa dan kapan. Sebagai catatan proses yang dapat dipertanggungjawabkan.',
  ],
  [
    'Permintaan data',
    'Permintaan koreksi dan penghapusan yang Anda ajukan di halaman ini beserta tanggapan panitia.',
  ],
]

export type DataRightsProps = {
  privacyNotice: string
  noticeVersion: string
  /** "Versi 2, berlaku sejak 1 Desember 2026". */
  noticeLabel: string
  consentVersion: string
  consentAt: string
  requests: DataRequestView[]
  reasonMaxLength: number
  /** Before submission the applicant edits the form directly; afterwards they ask staff. */
  formEditable: boolean
  formPath: string
  campusInfoConsent: boolean
}

const section = 'mt-10 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8'
const heading = 'text-xl font-semibold text-brand-900'

/** /daftar/data-saya: what is stored and why, the download, the deletion request and its history. */
export function DataRightsView({
  privacyNotice,
  noticeVersion,
  noticeLabel,
  consentVersion,
  consentAt,
  requests,
  reasonMaxLength,
  formEditable,
  formPath,
  campusInfoConsent,
}: DataRightsProps) {
  const open = requests.find((r) => r.open)
  return (
    <div className="mb-16 max-w-4xl">
      <p className="mt-3 text-lg text-muted">
        Sesuai Undang-Undang No. 27 Tahun 2022 tentang Pelindungan Data Pribadi, Anda berhak
        mengetahui data apa yang kami simpan, mendapatkan salinannya, memperbaikinya dan meminta
        penghapusannya.
      </p>

      <section aria-labelledby="data-disimpan" className={section}>
        <h2 id="data-disimpan" className={heading}>
          Data yang kami simpan dan untuk apa
        </h2>
        <dl className="mt-4 grid gap-4">
          {STORED.map(([term, text]) => (
            <div key={term}>
              <dt className="font-semibold text-ink">{term}</dt>
              <dd className="text-muted">{text}</dd>
            </div>
          ))}
        </dl>
        <div
          className="mt-6 rounded-lg bg-brand-50 px-4 py-3 text-brand-900"
          data-testid="privacy-consent"
        >
          <h3 className="font-semibold">
            {PRIVACY_NOTICE_TITLE} ({noticeLabel})
          </h3>
          <p className="mt-1 whitespace-pre-line">{privacyNotice}</p>
          <p className="mt-1">
            <Link href={PRIVACY_NOTICE_PATH} className="font-semibold underline underline-offset-2">
              Baca {PRIVACY_NOTICE_TITLE} selengkapnya
            </Link>
          </p>
          <p className="mt-2 text-sm">
            Anda menyetujui pemberitahuan privasi versi <strong>{consentVersion}</strong> pada{' '}
            {dateTime(consentAt)}.
            {consentVersion !== noticeVersion
              ? ` Versi yang berlaku sekarang adalah ${noticeVersion}.`
              : ''}
          </p>
        </div>
      </section>

      <section aria-labelledby="unduh-data" className={section}>
        <h2 id="unduh-data" className={heading}>
          Unduh salinan data Anda
        </h2>
        <p className="mt-2 text-muted">
          Berkas ZIP berisi <code>data.json</code> (akun, formulir pendaftaran, riwayat dan
          permintaan data) serta semua berkas yang Anda unggah di folder <code>berkas</code>.
        </p>
        <DownloadLink
          href="/daftar/data-saya/unduh"
          className={
            'mt-4 inline-flex min-h-11 items-center rounded-lg ' +
            'bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900'
          }
          data-testid="download-data"
        >
          Unduh semua data saya
        </DownloadLink>
      </section>

      <section aria-labelledby="koreksi-data" className={section}>
        <h2 id="koreksi-data" className={heading}>
          Perbaiki data Anda
        </h2>
        {formEditable ? (
          <p className="mt-2 text-muted" data-testid="correction-direct">
            Formulir Anda belum dikirim: perbaiki data langsung di{' '}
            <Link href={formPath} className="font-semibold text-brand-800 underline">
              formulir pendaftaran
            </Link>
            . Nama dan nomor WhatsApp dapat diubah di pengaturan akun.
          </p>
        ) : (
          <>
            <p className="mt-2 text-muted">
              Formulir Anda sudah dikirim dan tidak dapat diubah lagi. Tuliskan data yang salah dan
              data yang benar; panitia memperbaikinya paling lambat 3 × 24 jam.
            </p>
            <div className="mt-4">
              <CorrectionRequest maxLength={reasonMaxLength} blocked={Boolean(open)} />
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="info-kampus" className={section}>
        <h2 id="info-kampus" className={heading}>
          Persetujuan opsional
        </h2>
        <p className="mt-2 text-muted">
          Kami hanya mengirimi Anda info kegiatan kampus (acara, beasiswa, pameran) bila Anda
          menyetujuinya. Pendaftaran Anda tidak bergantung pada pilihan ini; Anda dapat menariknya
          kapan saja.
        </p>
        <CampusInfoConsent given={campusInfoConsent} />
      </section>
      <section aria-labelledby="batasi-data" className={section}>
        <h2 id="batasi-data" className={heading}>
          Minta pembatasan pemrosesan
        </h2>
        <p className="mt-2 text-muted">
          Selama pembatasan berlaku, panitia tidak mengirimi Anda email status atau pesan WhatsApp
          dan tidak mengekspor data Anda; email keamanan akun dan jawaban atas permintaan data tetap
          dikirim. Panitia menanggapi paling lambat 3 × 24 jam.
        </p>
        <div className="mt-4">
          <RestrictionRequest maxLength={reasonMaxLength} blocked={Boolean(open)} />
        </div>
      </section>
      <section aria-labelledby="hapus-data" className={section}>
        <h2 id="hapus-data" className={heading}>
          Minta penghapusan data
        </h2>
        <p className="mt-2 text-muted">
          Panitia penerimaan menanggapi permintaan Anda paling lambat 3 × 24 jam. Setelah disetujui,
          akun, formulir dan berkas Anda dihapus; data yang wajib kami simpan menurut peraturan
          (misalnya bukti transfer untuk pembukuan) akan disebutkan dalam catatan panitia. Unduh
          salinan data Anda terlebih dahulu bila masih Anda perlukan.
        </p>
        <div className="mt-4">
          <DeletionRequest
            open={
              open
                ? {
                    kindLabel: open.kindLabel,
                    statusLabel: open.statusLabel,
                    createdAt: dateTime(open.createdAt),
                  }
                : null
            }
            reasonMaxLength={reasonMaxLength}
          />
        </div>
      </section>

      <section aria-labelledby="riwayat-permintaan" className={section}>
        <h2 id="riwayat-permintaan" className={heading}>
          Permintaan Anda
        </h2>
        {requests.length === 0 ? (
          <p className="mt-2 text-muted">Anda belum pernah mengajukan permintaan.</p>
        ) : (
          <ul className="mt-4 grid gap-4" data-testid="request-list">
            {requests.map((request) => (
              <li key={request.id} className="rounded-lg border border-gray-200 p-4">
                <p className="font-semibold text-ink">
                  {request.kindLabel} —{' '}
                  <span data-testid="request-status">{request.statusLabel}</span>
                </p>
                <p className="text-sm text-muted">
                  Diajukan {dateTime(request.createdAt)}
                  {request.updatedAt !== request.createdAt
                    ? ` · diperbarui ${dateTime(request.updatedAt)}`
                    : ''}
                  {request.open && request.dueAt
                    ? ` · ditanggapi paling lambat ${dateTime(request.dueAt)}`
                    : ''}
                </p>
                {request.correctionField ? (
                  <p className="mt-2 whitespace-pre-line">
                    Koreksi {request.correctionField}: {request.correctionValue}
                  </p>
                ) : null}
                {request.reason ? (
                  <p className="mt-2 whitespace-pre-line">Alasan Anda: {request.reason}</p>
                ) : null}
                {request.staffNote ? (
                  <p className="mt-2 whitespace-pre-line">Catatan panitia: {request.staffNote}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
