import type { CollectionConfig } from 'payload'
import { admissionsStaff, isAdmissionsUser, ownRecordsOrAdmissions } from '@/access/applicants'
import { nobody } from '@/access/roles'
import { applicationOwnerFields } from '@/fields/application-owner'
import { selectOptions } from '@/features/privacy/messages'
import { REREGISTRATION_FILE_FIELD, UPLOAD_KIND_LABELS } from '@/features/admissions/uploads/kinds'
import { reregistrationDataField } from '@/features/reregistration/fields'
import { approveEndpoint, returnEndpoint } from '@/features/reregistration/endpoints'
import {
  REREGISTRATION_STATUSES,
  REREGISTRATION_STATUS_LABELS,
} from '@/features/reregistration/vocabulary'

const readOnly = { admin: { readOnly: true } } as const
const moment = (name: string, label: string) => ({
  name,
  label,
  type: 'date' as const,
  admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' as const } },
})

/**
 * Re-registration (daftar ulang) of an accepted applicant: the data the Feeder needs, the signed
 * statement, the first-semester fee's instalment plan, and staff's review. The re-registration
 * service (src/features/reregistration) opens, fills, sends and settles it; staff may correct the
 * data in the admin and approve or return it with the sidebar's buttons, never set its status.
 */
export const Reregistrations: CollectionConfig = {
  slug: 'reregistrations',
  labels: { singular: 'Daftar Ulang', plural: 'Daftar Ulang' },
  admin: {
    group: 'Penerimaan',
    useAsTitle: 'applicantName',
    listSearchableFields: ['applicantName'],
    defaultColumns: ['applicantName', 'status', 'deadline', 'submittedAt', 'instalmentCount'],
    description:
      'Daftar ulang pendaftar yang diterima: data PDDikti, surat pernyataan, cicilan biaya ' +
      'semester pertama. Setujui atau kembalikan dari tombol di samping.',
    hidden: ({ user }) => !isAdmissionsUser(user as never),
  },
  access: {
    read: ownRecordsOrAdmissions('applicant'),
    create: nobody,
    update: admissionsStaff,
    delete: nobody,
  },
  // POST /api/cms/reregistrations/:id/approve; POST /api/cms/reregistrations/:id/return {"reason"}.
  endpoints: [approveEndpoint, returnEndpoint],
  defaultSort: 'deadline',
  disableDuplicate: true,
  fields: [
    ...applicationOwnerFields({ onePerApplication: true }),
    {
      // Moved by the service only (open → submitted → approved/returned, withdrawn at the deadline).
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: selectOptions(REREGISTRATION_STATUSES, REREGISTRATION_STATUS_LABELS),
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'applicantName',
      label: 'Nama pendaftar',
      type: 'text',
      index: true,
      admin: { readOnly: true },
    },
    {
      // "Setujui" / "Kembalikan" (POST /api/cms/reregistrations/:id/approve | /return).
      name: 'review',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field:
            '@/features/reregistration/ui/admin/ReviewReregistration.client#ReviewReregistration',
        },
      },
    },
    {
      // Staff may give one applicant more time; past it, the deadline job ends the record.
      name: 'deadline',
      label: 'Batas daftar ulang',
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    reregistrationDataField(),
    {
      // Uploaded by the applicant on the re-registration page (kind final_diploma); staff open it
      // like the application's documents and return the re-registration to ask for another.
      name: REREGISTRATION_FILE_FIELD,
      label: UPLOAD_KIND_LABELS.final_diploma,
      type: 'upload',
      relationTo: 'applicant-files',
      ...readOnly,
    },
    moment('statementAgreedAt', 'Surat pernyataan disetujui pada'),
    {
      type: 'row',
      fields: [
        {
          name: 'feeTotal',
          label: 'Biaya semester pertama (Rp)',
          type: 'number',
          min: 0,
          ...readOnly,
        },
        { name: 'instalmentCount', label: 'Jumlah cicilan', type: 'number', min: 1, ...readOnly },
      ],
    },
    moment('submittedAt', 'Dikirim pada'),
    moment('reviewedAt', 'Diperiksa pada'),
    {
      name: 'reviewedBy',
      label: 'Diperiksa oleh',
      type: 'relationship',
      relationTo: 'users',
      ...readOnly,
    },
    {
      name: 'returnReason',
      label: 'Alasan dikembalikan',
      type: 'textarea',
      maxLength: 1000,
      ...readOnly,
    },
    {
      name: 'student',
      label: 'Mahasiswa baru',
      type: 'relationship',
      relationTo: 'students',
      ...readOnly,
    },
    moment('withdrawnAt', 'Gugur pada'),
    // "Catat transfer cicilan" (POST /api/cms/payments/tuition): an instalment paid by transfer.
    {
      name: 'recordTuitionTransfer',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => Boolean(data?.feeTotal) && data?.status !== 'withdrawn',
        components: {
          Field: '@/features/payments/ui/admin/RecordTuitionTransfer.client#RecordTuitionTransfer',
        },
      },
    },
  ],
}
