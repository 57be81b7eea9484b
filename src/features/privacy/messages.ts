import { valuesOf } from '@/lib/vocabulary'

/**
 * The privacy vocabulary (UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi): every label and
 * message of the privacy notice, consent records, the staff access audit and incidents lives here,
 * and the collections, services, pages and tests import it. Pure: the browser may import it too.
 */

export const PRIVACY_NOTICE_PATH = '/kebijakan-privasi'
export const PRIVACY_NOTICE_TITLE = 'Kebijakan Privasi'
/** Where an applicant agrees again after the notice changed. */
export const RECONSENT_PATH = '/daftar/persetujuan-privasi'

/** "Versi 2, berlaku sejak 1 Desember 2026" (the date already formatted by the caller). */
export const noticeVersionLabel = (version: number, effectiveDate?: string | null) =>
  effectiveDate ? `Versi ${version}, berlaku sejak ${effectiveDate}` : `Versi ${version}`

/** What a consent record is about. */
export const CONSENT_KINDS = [
  'privacy-notice',
  'cookies',
  'guardian',
  'campus-info',
  'reregistration-statement',
] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]
export const CONSENT_KIND_LABELS: Record<ConsentKind, string> = {
  'privacy-notice': 'Kebijakan privasi (akun pendaftar)',
  cookies: 'Cookie',
  guardian: 'Persetujuan orang tua/wali',
  'campus-info': 'Info kegiatan kampus lewat email/WhatsApp (opsional)',
  'reregistration-statement': 'Surat pernyataan daftar ulang',
}

export const CONSENT_DECISIONS = ['given', 'withdrawn'] as const
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number]
export const CONSENT_DECISION_LABELS: Record<ConsentDecision, string> = {
  given: 'Diberikan',
  withdrawn: 'Ditarik',
}

/** The cookie banner's categories (vanilla-cookieconsent), as the records name them. */
export const COOKIE_CATEGORIES = ['necessary', 'functional', 'analytics'] as const
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number]
export const COOKIE_CATEGORY_LABELS: Record<CookieCategory, string> = {
  necessary: 'Wajib',
  functional: 'Fungsional',
  analytics: 'Analitik',
}

/** Where a consent came from. */
export const CONSENT_SOURCE_LABELS = {
  registration: 'Pendaftaran akun',
  renewal: 'Persetujuan ulang',
  'cookie-banner': 'Banner cookie',
  form: 'Formulir pendaftaran',
  admin: 'Admin',
  'data-rights': 'Halaman Data Saya',
}
export type ConsentSource = keyof typeof CONSENT_SOURCE_LABELS
export const CONSENT_SOURCES = valuesOf(CONSENT_SOURCE_LABELS)

/** The anonymous visitor id cookie of the cookie records: random, never derived from the address. */
export const VISITOR_COOKIE = 'kampus_pengunjung'

export const COOKIE_CHOICE_MESSAGES = {
  invalid: 'Pilihan cookie tidak valid. Muat ulang halaman lalu pilih lagi.',
  unknownCategory: 'Kategori cookie tidak dikenal.',
  staleNotice:
    'Kebijakan privasi telah diperbarui. Muat ulang halaman untuk membaca versi terbaru.',
  recorded: 'Pilihan cookie tercatat.',
  tooMany: 'Terlalu banyak pilihan cookie dari alamat Anda. Coba lagi sebentar lagi.',
} as const

export const RECONSENT_MESSAGES = {
  lead:
    `${PRIVACY_NOTICE_TITLE} kami telah diperbarui. Baca perubahan lalu berikan persetujuan ` +
    'Anda untuk melanjutkan.',
  required: 'Centang persetujuan untuk melanjutkan.',
  stale:
    'Kebijakan privasi baru saja diperbarui lagi. Baca versi terbaru di bawah lalu setujui kembali.',
} as const

/** Parental or guardian consent for applicants under 18 (UU PDP pasal 25). */
export const GUARDIAN_AGE = 18
export const GUARDIAN_MESSAGES = {
  label: 'Orang tua/wali saya telah membaca kebijakan privasi dan menyetujui pemrosesan data saya',
  hint: (referenceDate: string) =>
    `Wajib bagi pendaftar yang berusia di bawah ${GUARDIAN_AGE} tahun pada ${referenceDate} ` +
    '(UU No. 27 Tahun 2022 pasal 25): isi nama dan nomor HP orang tua/wali, lalu centang persetujuan ini.',
  missingName: (age: number) =>
    `Anda berusia ${age} tahun pada tanggal acuan: isi nama orang tua/wali yang memberi persetujuan.`,
  missingPhone: (age: number) =>
    `Anda berusia ${age} tahun pada tanggal acuan: isi nomor HP orang tua/wali yang memberi persetujuan.`,
  missingConsent: (age: number) =>
    `Anda berusia ${age} tahun pada tanggal acuan: pendaftar di bawah ${GUARDIAN_AGE} tahun ` +
    'memerlukan persetujuan orang tua/wali (UU No. 27 Tahun 2022 pasal 25). Centang persetujuan ' +
    'orang tua/wali pada langkah Pendidikan dan persyaratan.',
} as const

/** What a staff member did that the access audit records. */
export const AUDIT_ACTIONS = [
  'view-application',
  'download-applicant-file',
  'export-csv',
  'view-data-request',
  'read-applications',
  'view-applicant',
  'read-applicants',
  'view-applicant-file',
  'read-applicant-files',
  'read-data-requests',
  'second-factor-enrol',
  'second-factor-remove',
  'second-factor-recovery-code',
  'second-factor-locked',
  'second-factor-reset',
  'print-student-card',
  'export-students',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'view-application': 'Membuka pendaftaran',
  'download-applicant-file': 'Mengunduh berkas pendaftar',
  'export-csv': 'Mengekspor CSV',
  'view-data-request': 'Membuka permintaan data pribadi',
  'read-applications': 'Membaca daftar pendaftaran',
  'view-applicant': 'Membuka akun pendaftar',
  'read-applicants': 'Membaca daftar akun pendaftar',
  'view-applicant-file': 'Membuka data berkas pendaftar',
  'read-applicant-files': 'Membaca daftar berkas pendaftar',
  'read-data-requests': 'Membaca daftar permintaan data pribadi',
  'second-factor-enrol': 'Mendaftarkan faktor kedua',
  'second-factor-remove': 'Menghapus faktor kedua',
  'second-factor-recovery-code': 'Memakai kode pemulihan',
  'second-factor-locked': 'Langkah kedua dikunci (kode salah berulang)',
  'second-factor-reset': 'Mengatur ulang faktor kedua staf',
  'print-student-card': 'Mencetak KTM mahasiswa',
  'export-students': 'Mengekspor data mahasiswa baru',
}

export const EXPORT_FORBIDDEN = 'Hanya admin yang dapat mengunduh catatan ini.'
export const EXPORT_BAD_FILTER =
  'Filter pada tautan unduhan tidak dikenali. Atur ulang filter lalu coba lagi.'

/** Incidents (breaches of personal data) and the 3 × 24 hours to tell those affected. */
export const BREACH_NOTICE_HOURS = 72
export const INCIDENT_STATUSES = ['open', 'assessed', 'notified', 'closed'] as const
export const INCIDENT_STATUS_LABELS: Record<(typeof INCIDENT_STATUSES)[number], string> = {
  open: 'Baru dilaporkan',
  assessed: 'Sudah dinilai',
  notified: 'Pemberitahuan terkirim',
  closed: 'Selesai',
}
export const INCIDENT_SEVERITIES = ['low', 'medium', 'high'] as const
export const INCIDENT_SEVERITY_LABELS: Record<(typeof INCIDENT_SEVERITIES)[number], string> = {
  low: 'Rendah',
  medium: 'Sedang',
  high: 'Tinggi',
}
export const INCIDENT_MESSAGES = {
  notifiedBeforeDiscovery: 'Waktu pemberitahuan tidak boleh sebelum waktu insiden diketahui.',
} as const

export const NOTICE_MESSAGES = {
  versionGoesBack: (previous: number) =>
    `Nomor versi tidak boleh turun: versi yang berlaku sekarang ${previous}.`,
  versionHint:
    'Naikkan nomor versi bila isi kebijakan berubah: pendaftar dan pengunjung akan diminta ' +
    'menyetujui lagi. Perbaikan salah ketik boleh memakai versi yang sama.',
} as const

/** Payload select options from a list of values and their labels. */
export const selectOptions = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

/** The retention policy global, its dry run in the admin and the run records. */
export const RETENTION_MESSAGES = {
  policyDescription:
    'Berapa lama setiap jenis data pribadi disimpan (UU No. 27 Tahun 2022). Setiap hari sistem ' +
    'menghapus atau menganonimkan data yang sudah melewati masanya dan mencatatnya di Riwayat Retensi. ' +
    'Pendaftaran dianonimkan: jalur, program studi, status, periode dan tanggal tetap untuk statistik.',
  forbidden: 'Hanya admin yang dapat melihat atau menjalankan retensi data.',
  previewTitle: 'Uji coba retensi',
  previewHint:
    'Menampilkan berapa data yang AKAN dihapus atau dianonimkan bila retensi dijalankan sekarang, ' +
    'dengan masa retensi yang sudah disimpan. Tidak ada data yang diubah.',
  previewButton: 'Hitung yang akan dihapus',
  previewBusy: 'Menghitung…',
  previewFailed: 'Perkiraan tidak dapat dihitung. Coba lagi.',
  runButton: 'Jalankan retensi sekarang',
  runConfirm:
    'Data yang sudah melewati masa retensi akan dihapus atau dianonimkan sekarang dan tidak dapat ' +
    'dikembalikan. Lanjutkan?',
  runBusy: 'Menjalankan retensi…',
  runDone: (total: number) =>
    `Retensi selesai: ${total} data dihapus atau dianonimkan. Lihat Riwayat Retensi.`,
  runFailed: 'Retensi tidak dapat dijalankan. Coba lagi.',
  runLabel: 'Riwayat Retensi',
} as const
