import type { CollectionConfig, UploadField } from 'payload'
import {
  admissionsStaff,
  admissionsStaffField,
  applicantOrAdmissions,
  isAdmissionsUser,
  ownRecordsOrAdmissions,
} from '@/access/applicants'
import {
  EDITABLE_BY_APPLICANT,
  REFUND_STATUSES,
  STATUS_OPTIONS,
} from '@/features/admissions/application/status'
import { TEST_LABELS, TEST_MODE_OPTIONS } from '@/features/admissions/application/test-schedule'
import { TRACK_OPTIONS } from '@/features/admissions/tracks/tracks'
import { EDUCATION_OPTIONS } from '@/features/admissions/tracks/eligibility'
import {
  birthDateProblem,
  birthDayOf,
  GENDER_OPTIONS,
  HEIGHT_CM,
  HEIGHT_MESSAGES,
  isHeightCm,
} from '@/features/admissions/form/field-rules'
import { DOCUMENT_SLOTS, slotLabel, UPLOAD_KIND_LABELS } from '@/features/admissions/uploads/kinds'
import { applicationHooks } from '@/features/admissions/cms/applications-hooks'
import { exportApplicationsCsv } from '@/features/admissions/cms/applications-export-csv'
import { reachApplicant, reachApplicantLink } from '@/features/admissions/cms/applications-reach'
import {
  rejectPaymentEndpoint,
  scheduleTestsEndpoint,
  verifyPaymentEndpoint,
} from '@/features/admissions/cms/applications-review'
import { moveToNextWave } from '@/features/admissions/cms/applications-move-wave'
import { followManualTransfer } from '@/features/payments/manual'
import { followDecision } from '@/features/reregistration/hooks'

/** Fields only admissions staff may set; applicants read them. */
const staffOnly = { create: admissionsStaffField, update: admissionsStaffField }

const file = (name: string, label: string): UploadField => ({
  name,
  label,
  type: 'upload',
  relationTo: 'applicant-files',
})

/** The form's rules hold for every writer (REST, GraphQL, the admin), with the form's messages. */
const validHeight = (value: unknown) =>
  value === null || value === undefined || isHeightCm(value) || HEIGHT_MESSAGES.range
const validBirthDate = (value: unknown) => {
  if (value === null || value === undefined || value === '') return true
  const stored = value instanceof Date ? value.toISOString() : String(value)
  return birthDateProblem(birthDayOf(stored)) ?? true
}

/**
 * One application per applicant: the track, the status pipeline, the multi-step form data and
 * the staff's decisions. Applicants change their own form until they submit; staff move the
 * status (validated and recorded by the hooks).
 */
export const Applications: CollectionConfig = {
  slug: 'applications',
  labels: { singular: 'Pendaftaran', plural: 'Pendaftaran' },
  admin: {
    group: 'Penerimaan',
    useAsTitle: 'applicantName',
    defaultColumns: ['applicantName', 'track', 'status', 'period', 'updatedAt'],
    listSearchableFields: ['applicantName', 'applicantEmail'],
    hidden: ({ user }) => !isAdmissionsUser(user as never),
    // "Unduh CSV" above the list: downloads what the list's filters currently show.
    // Work queues (proofs to verify, tests to schedule, …) and "Unduh CSV" above the list.
    components: {
      beforeListTable: [
        '@/features/admissions/ui/admin/ApplicationQueues#ApplicationQueues',
        '@/components/admin/ExportCsvButton.client#ExportCsvButton',
      ],
    },
  },
  // GET /api/cms/applications/export.csv; GET/POST /api/cms/applications/:id/reach (WhatsApp
  // link, resending the status email); POST …/:id/verify-payment, …/:id/reject-payment and
  // …/schedule-tests (the review queue, ./review.ts); POST …/:id/move-wave (to the next wave).
  // Admissions staff and admins only.
  endpoints: [
    exportApplicationsCsv,
    reachApplicantLink,
    reachApplicant,
    verifyPaymentEndpoint,
    rejectPaymentEndpoint,
    scheduleTestsEndpoint,
    moveToNextWave,
  ],
  access: {
    read: ownRecordsOrAdmissions('applicant'),
    // The create hook ties an applicant's new application to themselves.
    create: applicantOrAdmissions,
    update: ownRecordsOrAdmissions('applicant', { status: { in: [...EDITABLE_BY_APPLICANT] } }),
    delete: admissionsStaff,
  },
  defaultSort: '-updatedAt',
  // The manual transfer's payment record follows the proof and the staff's verdict (payments
  // imports admissions, so the wiring sits here rather than in the admissions hooks).
  hooks: {
    ...applicationHooks,
    afterChange: [...(applicationHooks?.afterChange ?? []), followManualTransfer, followDecision],
  },
  fields: [
    {
      name: 'applicant',
      label: 'Pendaftar',
      type: 'relationship',
      relationTo: 'applicants',
      // Empty only once the retention job has anonymised the application (and deleted the account).
      validate: (value: unknown, { data }: { data: unknown }) =>
        Boolean(value) ||
        Boolean((data as { anonymisedAt?: unknown })?.anonymisedAt) ||
        'Pilih pendaftar yang sudah terdaftar.',
      unique: true,
      index: true,
      access: { update: () => false },
      admin: { position: 'sidebar' },
    },
    {
      name: 'anonymisedAt',
      label: 'Dianonimkan pada',
      type: 'date',
      index: true,
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => Boolean(data?.anonymisedAt),
        description: 'Data pribadi dihapus oleh retensi; yang tersisa hanya untuk statistik.',
      },
    },
    // Copies for the admin list (search and columns) without a join.
    {
      name: 'applicantName',
      label: 'Nama pendaftar',
      type: 'text',
      access: staffOnly,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'applicantEmail',
      label: 'Email pendaftar',
      type: 'email',
      access: staffOnly,
      admin: { readOnly: true, position: 'sidebar' },
    },
    // WhatsApp chat and "send the status email again", each recorded in the history.
    {
      name: 'reach',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => Boolean(data?.id),
        components: {
          Field: '@/features/admissions/ui/admin/ReachApplicant.client#ReachApplicant',
        },
      },
    },
    {
      name: 'period',
      label: 'Periode',
      type: 'text',
      required: true,
      index: true,
      access: staffOnly,
      admin: { position: 'sidebar' },
    },
    {
      // Set when the applicant chooses the track (the wave of that track open then); staff move
      // an application to the next wave with "Pindahkan ke gelombang berikutnya".
      name: 'wave',
      label: 'Gelombang',
      type: 'relationship',
      relationTo: 'selection-schedules',
      index: true,
      access: staffOnly,
      admin: {
        position: 'sidebar',
        components: { afterInput: ['@/features/admissions/ui/admin/MoveWave.client#MoveWave'] },
      },
    },
    {
      name: 'track',
      label: 'Jalur',
      type: 'select',
      required: true,
      options: TRACK_OPTIONS,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'statusGuide',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/features/admissions/ui/admin/StatusGuide#StatusGuide' },
      },
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'registered',
      options: STATUS_OPTIONS,
      index: true,
      access: staffOnly,
      admin: {
        position: 'sidebar',
        description:
          'Perubahan status diperiksa, dicatat di riwayat dan dikirim ke email pendaftar.',
      },
    },
    // "Tetapkan sebagai mahasiswa baru" (POST /api/cms/students/enrol) on an accepted application.
    {
      name: 'enrolStudent',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => data?.status === 'accepted',
        components: { Field: '@/features/enrolment/ui/admin/EnrolStudent.client#EnrolStudent' },
      },
    },
    {
      name: 'paymentRejectionReason',
      label: 'Alasan penolakan pembayaran',
      type: 'textarea',
      maxLength: 500,
      access: staffOnly,
      admin: {
        condition: (data) =>
          data?.status === 'payment_rejected' || Boolean(data?.paymentRejectionReason),
      },
    },
    { ...file('paymentProof', UPLOAD_KIND_LABELS.payment_proof), access: staffOnly },
    {
      name: 'paymentProofAt',
      label: 'Bukti diunggah pada',
      type: 'date',
      access: staffOnly,
      admin: { readOnly: true },
    },
    {
      name: 'currentStep',
      label: 'Langkah formulir',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { position: 'sidebar' },
    },
    {
      name: 'personal',
      label: 'Data diri',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'gender',
              label: 'Jenis kelamin',
              type: 'select',
              options: [...GENDER_OPTIONS],
            },
            { name: 'birthPlace', label: 'Tempat lahir', type: 'text', maxLength: 100 },
            {
              name: 'birthDate',
              label: 'Tanggal lahir',
              type: 'date',
              validate: validBirthDate,
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'nik', label: 'NIK', type: 'text', maxLength: 16 },
            { name: 'religion', label: 'Agama', type: 'text', maxLength: 30 },
            {
              name: 'heightCm',
              label: 'Tinggi badan (cm)',
              type: 'number',
              ...HEIGHT_CM,
              validate: validHeight,
            },
          ],
        },
        { name: 'address', label: 'Alamat', type: 'textarea', maxLength: 500 },
        {
          type: 'row',
          fields: [
            {
              name: 'education',
              label: 'Pendidikan terakhir',
              type: 'select',
              options: [...EDUCATION_OPTIONS],
            },
            { name: 'schoolName', label: 'Nama sekolah', type: 'text', maxLength: 150 },
            { name: 'graduationYear', label: 'Tahun lulus', type: 'number', min: 1950, max: 2100 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'parentName', label: 'Nama orang tua/wali', type: 'text', maxLength: 100 },
            { name: 'parentPhone', label: 'Nomor HP orang tua/wali', type: 'text', maxLength: 20 },
            {
              name: 'guardianConsent',
              label: 'Persetujuan orang tua/wali (pendaftar di bawah 18 tahun)',
              type: 'checkbox',
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'colourBlind', label: 'Buta warna', type: 'checkbox' },
            { name: 'hasSkck', label: 'Memiliki SKCK', type: 'checkbox' },
            {
              name: 'healthDeclaration',
              label: 'Menyatakan sehat jasmani dan rohani',
              type: 'checkbox',
            },
          ],
        },
      ],
    },
    {
      name: 'programme',
      label: 'Pilihan program studi',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'category',
              label: 'Kategori program',
              type: 'relationship',
              relationTo: 'programme-categories',
            },
            { name: 'faculty', label: 'Fakultas', type: 'relationship', relationTo: 'faculties' },
            {
              name: 'major',
              label: 'Program studi',
              type: 'relationship',
              relationTo: 'programmes',
              index: true,
            },
          ],
        },
      ],
    },
    {
      name: 'documents',
      label: 'Berkas',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: DOCUMENT_SLOTS.map((slot) => file(slot, slotLabel(slot))),
        },
      ],
    },
    {
      name: 'submittedAt',
      label: 'Dikirim pada',
      type: 'date',
      access: staffOnly,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'test',
      label: 'Jadwal tes',
      type: 'group',
      access: staffOnly,
      admin: { description: 'Wajib diisi sebelum status diubah menjadi "Tes dijadwalkan".' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'date',
              label: TEST_LABELS.date,
              type: 'date',
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            },
            { name: 'mode', label: TEST_LABELS.mode, type: 'select', options: TEST_MODE_OPTIONS },
            { name: 'examNumber', label: TEST_LABELS.examNumber, type: 'text', maxLength: 30 },
          ],
        },
        { name: 'place', label: TEST_LABELS.place, type: 'text', maxLength: 200 },
        { name: 'onlineUrl', label: TEST_LABELS.onlineUrl, type: 'text', maxLength: 500 },
        { name: 'notes', label: TEST_LABELS.notes, type: 'textarea', maxLength: 1000 },
      ],
    },
    {
      name: 'decisionNote',
      label: 'Catatan keputusan',
      type: 'textarea',
      maxLength: 1000,
      access: staffOnly,
    },
    {
      name: 'refund',
      label: 'Pengembalian biaya',
      type: 'group',
      access: staffOnly,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'status',
              label: 'Status',
              type: 'select',
              defaultValue: 'none',
              options: [...REFUND_STATUSES],
            },
            { name: 'paidAt', label: 'Dikembalikan pada', type: 'date' },
            { name: 'reference', label: 'Nomor referensi transfer', type: 'text', maxLength: 100 },
          ],
        },
      ],
    },
    {
      name: 'events',
      label: 'Riwayat',
      type: 'join',
      collection: 'application-events',
      on: 'application',
      defaultSort: '-createdAt',
      admin: { defaultColumns: ['action', 'toStatus', 'actorName', 'note', 'createdAt'] },
    },
  ],
}
