import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'
import { admissionsStaff, isAdmissionsUser } from '@/access/applicants'
import {
  RETENTION_ACTION_LABELS,
  RETENTION_KINDS,
  RETENTION_RULES,
} from '@/features/privacy/retention'
import { RETENTION_MESSAGES } from '@/features/privacy/messages'

/**
 * One record per retention run (src/jobs/retention.ts): when it ran and how many records of each
 * kind it deleted or anonymised. Written by the job alone; admins and admissions staff read it.
 */
export const RetentionRuns: CollectionConfig = {
  slug: 'retention-runs',
  labels: { singular: 'Riwayat Retensi', plural: RETENTION_MESSAGES.runLabel },
  admin: {
    group: 'Privasi',
    useAsTitle: 'ranAt',
    defaultColumns: ['ranAt', 'trigger', 'total', 'failures'],
    description:
      'Apa yang dihapus atau dianonimkan oleh retensi harian. Diisi sistem; tidak dapat diubah.',
    hidden: ({ user }) => !isAdmissionsUser(user as never),
  },
  access: { read: admissionsStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-ranAt',
  disableDuplicate: true,
  fields: [
    {
      name: 'ranAt',
      label: 'Waktu',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'trigger',
          label: 'Dijalankan oleh',
          type: 'select',
          required: true,
          defaultValue: 'schedule',
          options: [
            { label: 'Jadwal harian', value: 'schedule' },
            { label: 'Admin (manual)', value: 'manual' },
          ],
        },
        { name: 'ranBy', label: 'Email admin', type: 'text' },
        { name: 'total', label: 'Jumlah data', type: 'number', required: true, defaultValue: 0 },
      ],
    },
    {
      name: 'lines',
      label: 'Per jenis data',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              label: 'Jenis data',
              type: 'select',
              required: true,
              options: RETENTION_KINDS.map((value) => ({
                value,
                label: RETENTION_RULES[value].label,
              })),
            },
            {
              name: 'action',
              label: 'Tindakan',
              type: 'select',
              required: true,
              options: Object.entries(RETENTION_ACTION_LABELS).map(([value, label]) => ({
                value,
                label,
              })),
            },
            { name: 'count', label: 'Jumlah', type: 'number', required: true },
          ],
        },
      ],
    },
    { name: 'failures', label: 'Kegagalan', type: 'textarea' },
  ],
}
