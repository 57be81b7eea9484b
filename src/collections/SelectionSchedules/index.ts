import { choiceField } from '@/fields/common'
import { contentCollection, orderField } from '../contentCollection'
import { TAGS } from '@/lib/cache-tags'

export const SCHEDULE_TRACKS = {
  semua: 'Semua jalur',
  reguler: 'Reguler',
  magang: 'Magang',
  jepang: 'Jepang',
} as const

const day = (name: string, label: string, required = true) => ({
  name,
  label,
  type: 'date' as const,
  required,
})

/**
 * Admission waves (content API: /page-selection-schedule): registration window, test and
 * announcement dates, and the quota per programme. Applications belong to one wave; the
 * registration window decides when registration, payment proof and submission are open.
 */
export const SelectionSchedules = contentCollection({
  slug: 'selection-schedules',
  singular: 'Jadwal Seleksi',
  plural: 'Jadwal Seleksi',
  group: 'Pendaftaran',
  tag: TAGS.selectionSchedules,
  useAsTitle: 'wave',
  defaultColumns: ['wave', 'academicYear', 'track', 'registrationStart', 'testDate'],
  defaultSort: 'registrationStart',
  fields: [
    {
      name: 'wave',
      label: 'Gelombang',
      type: 'text',
      required: true,
      admin: { description: 'Mis. "Gelombang 1"' },
    },
    {
      name: 'academicYear',
      label: 'Tahun akademik',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        (typeof value === 'string' && /^\d{4}\/\d{4}$/.test(value)) ||
        'Tulis tahun akademik seperti 2026/2027',
    },
    choiceField('track', 'Jalur', SCHEDULE_TRACKS, { defaultValue: 'semua' }),
    {
      type: 'row',
      fields: [
        day('registrationStart', 'Pendaftaran dibuka'),
        day('registrationEnd', 'Pendaftaran ditutup'),
      ],
    },
    {
      type: 'row',
      fields: [day('testDate', 'Tes seleksi'), day('announcementDate', 'Pengumuman')],
    },
    day('reRegistrationEnd', 'Batas daftar ulang', false),
    {
      name: 'testMode',
      label: 'Pelaksanaan tes',
      type: 'text',
      admin: { description: 'Mis. "Daring (CBT) atau di Kampus UTB"' },
    },
    {
      // The wave's capacity per programme: submitted applications of a programme in this wave
      // stop at its quota (see docs/decisions/0035). A programme not listed has no limit.
      name: 'quotas',
      label: 'Daya tampung per program studi',
      labels: { singular: 'Daya tampung', plural: 'Daya tampung' },
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'programme',
              label: 'Program studi',
              type: 'relationship',
              relationTo: 'programmes',
              required: true,
            },
            { name: 'quota', label: 'Kuota', type: 'number', required: true, min: 0 },
          ],
        },
      ],
    },
    {
      name: 'quotaFill',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/features/admissions/ui/admin/WaveQuotaFill#WaveQuotaFill' },
      },
    },
    orderField,
  ],
})
