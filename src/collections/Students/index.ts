import type { CollectionConfig } from 'payload'
import { isAdmissionsUser, serviceWrittenApplicantRecords } from '@/access/applicants'
import { choiceField } from '@/fields/common'
import { applicationOwnerFields } from '@/fields/application-owner'
import { TRACK_OPTIONS } from '@/features/admissions/tracks/tracks'
import { STUDENT_STATUS_LABELS } from '@/features/enrolment/vocabulary'
import { enrolEndpoint, withdrawEndpoint } from '@/features/enrolment/endpoints'
import { cardSheetsEndpoint, studentCardEndpoint } from '@/features/enrolment/card-endpoints'
import { studentsCsvEndpoint, studentsJsonEndpoint } from '@/features/enrolment/export-endpoints'

/**
 * An accepted applicant enrolled as a new student, with the NIM the enrolment service gave
 * (src/features/enrolment). Only that service writes it, so no API creates, changes or deletes
 * one: a NIM, once given, stays with its student, also after a withdrawal.
 */
export const Students: CollectionConfig = {
  slug: 'students',
  labels: { singular: 'Mahasiswa Baru', plural: 'Mahasiswa Baru' },
  admin: {
    group: 'Penerimaan',
    useAsTitle: 'nim',
    defaultColumns: ['nim', 'applicant', 'programme', 'intakeYear', 'status', 'enrolledAt'],
    listSearchableFields: ['nim'],
    description: 'Mahasiswa baru dan NIM-nya. Diisi sistem saat panitia menetapkan pendaftar.',
    hidden: ({ user }) => !isAdmissionsUser(user as never),
    // The card sheets and the CSV of the intake above the list.
    components: {
      beforeListTable: ['@/features/enrolment/ui/admin/StudentExports.client#StudentExports'],
    },
  },
  access: serviceWrittenApplicantRecords,
  // POST /api/cms/students/enrol {"application"}; POST /api/cms/students/:id/withdraw;
  // GET …/:id/ktm and …/ktm?intakeYear (cards, PDF); GET …/export.csv and …/export.json (the
  // academic system's pull, also with a staff API key). See src/features/enrolment/README.md.
  endpoints: [
    enrolEndpoint,
    withdrawEndpoint,
    studentCardEndpoint,
    cardSheetsEndpoint,
    studentsCsvEndpoint,
    studentsJsonEndpoint,
  ],
  defaultSort: '-enrolledAt',
  disableDuplicate: true,
  fields: [
    ...applicationOwnerFields({ onePerApplication: true }),
    {
      name: 'nim',
      label: 'NIM',
      type: 'text',
      required: true,
      unique: true,
      admin: { readOnly: true },
    },
    {
      name: 'programme',
      label: 'Program studi',
      type: 'relationship',
      relationTo: 'programmes',
      required: true,
      index: true,
    },
    { name: 'track', label: 'Jalur', type: 'select', options: TRACK_OPTIONS },
    { name: 'intakeYear', label: 'Angkatan', type: 'number', required: true, index: true },
    { name: 'intakeCode', label: 'Kode semester masuk', type: 'text', required: true },
    { name: 'sequence', label: 'Nomor urut', type: 'number', required: true },
    {
      name: 'enrolledAt',
      label: 'Ditetapkan pada',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'approvedBy', label: 'Ditetapkan oleh', type: 'relationship', relationTo: 'users' },
    choiceField('status', 'Status', STUDENT_STATUS_LABELS, { defaultValue: 'active', index: true }),
    {
      name: 'withdrawnAt',
      label: 'Mengundurkan diri pada',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    // "Cetak KTM (PDF)" in the sidebar: a link, no column.
    {
      name: 'printCard',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => data?.status === 'active',
        components: { Field: '@/features/enrolment/ui/admin/PrintCard.client#PrintCard' },
      },
    },
  ],
}
