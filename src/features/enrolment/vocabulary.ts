/** The stored statuses of a student record and their labels. */
export const STUDENT_STATUSES = ['active', 'withdrawn'] as const
export type StudentStatus = (typeof STUDENT_STATUSES)[number]
export const STUDENT_STATUS_LABELS: Record<StudentStatus, string> = {
  active: 'Aktif',
  withdrawn: 'Mengundurkan diri',
}

/** The odd (ganjil) and even (genap) semester of an intake, as the Feeder numbers them. */
export const SEMESTER_LABELS = { '1': 'Ganjil (1)', '2': 'Genap (2)' } as const
export type Semester = keyof typeof SEMESTER_LABELS

/** What a new installation numbers with until staff change it in the admissions settings. */
export const DEFAULT_NIM_PATTERN = 'TTFFPPJSXXX'
export const DEFAULT_SEMESTER: Semester = '1'
export const DEFAULT_TRACK_CODES = { reguler: '1', magang: '2', jepang: '3' } as const

export const ENROLMENT_MESSAGES = {
  forbidden: 'Hanya panitia penerimaan yang dapat menetapkan mahasiswa baru.',
  body: 'Sebutkan nomor pendaftaran yang akan ditetapkan (application).',
  notFound: 'Pendaftaran tidak ditemukan.',
  notAccepted: 'Hanya pendaftaran berstatus Diterima yang dapat ditetapkan sebagai mahasiswa baru.',
  noProgramme: 'Pendaftaran ini belum memilih program studi.',
  enrolled: 'Mahasiswa baru ditetapkan dengan NIM',
  already: 'Pendaftaran ini sudah ditetapkan sebagai mahasiswa baru dengan NIM',
  studentNotFound: 'Data mahasiswa baru tidak ditemukan.',
  withdrawn: 'Mahasiswa dicatat mengundurkan diri; NIM-nya tidak dipakai lagi.',
  signedOut: 'Silakan masuk terlebih dahulu.',
  cardForbidden: 'Hanya panitia penerimaan yang dapat mencetak KTM mahasiswa lain.',
  ownCardNotFound:
    'KTM belum tersedia: Anda belum ditetapkan sebagai mahasiswa baru yang aktif. ' +
    'Hubungi panitia penerimaan bila Anda sudah diterima.',
  cardWithdrawn: 'Mahasiswa ini sudah mengundurkan diri; KTM-nya tidak dicetak lagi.',
  sheetFilter:
    'Sebutkan angkatan (intakeYear, mis. 2027) dan, bila perlu, program studi (programme).',
  sheetEmpty: 'Tidak ada mahasiswa aktif pada angkatan dan program studi itu.',
  exportForbidden:
    'Hanya panitia penerimaan atau kunci API staf penerimaan yang dapat mengambil data mahasiswa baru.',
  exportFilter:
    'Filter tidak dikenali. Pakai intakeYear (tahun), programme (nomor), ' +
    'status (active atau withdrawn), since (tanggal ISO), limit (1–500) dan page.',
} as const

/** The most students one page of the JSON export answers, and how many when `limit` is left out. */
export const EXPORT_PAGE = { max: 500, default: 100 } as const
