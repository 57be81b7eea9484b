import { contentCollection } from '../contentCollection'
import { TAGS } from '@/lib/cache-tags'
import { notBefore, choiceField } from '@/fields/common'

export const EVENT_CATEGORIES = {
  akademik: 'Perkuliahan',
  ujian: 'Ujian',
  administrasi: 'Administrasi & KRS',
  libur: 'Libur',
  wisuda: 'Wisuda',
} as const

export const SEMESTERS = {
  ganjil: 'Semester Ganjil',
  genap: 'Semester Genap',
  antara: 'Semester Antara',
} as const

/**
 * Academic calendar entries (content API: /page-academic-calendar), grouped by academic year and
 * semester.
 */
export const AcademicEvents = contentCollection({
  slug: 'academic-events',
  singular: 'Agenda Akademik',
  plural: 'Kalender Akademik',
  group: 'Kemahasiswaan',
  tag: TAGS.academicEvents,
  useAsTitle: 'title',
  defaultColumns: ['title', 'academicYear', 'semester', 'startDate', 'endDate'],
  defaultSort: 'startDate',
  fields: [
    { name: 'title', label: 'Kegiatan', type: 'text', required: true },
    {
      name: 'academicYear',
      label: 'Tahun akademik',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'Mis. 2026/2027' },
      validate: (value: unknown) =>
        (typeof value === 'string' && /^\d{4}\/\d{4}$/.test(value)) ||
        'Tulis tahun akademik seperti 2026/2027',
    },
    choiceField('semester', 'Semester', SEMESTERS),
    choiceField('category', 'Jenis', EVENT_CATEGORIES, { defaultValue: 'akademik' }),
    {
      type: 'row',
      fields: [
        { name: 'startDate', label: 'Mulai', type: 'date', required: true, index: true },
        {
          name: 'endDate',
          label: 'Selesai',
          type: 'date',
          admin: { description: 'Kosongkan untuk kegiatan satu hari.' },
          validate: notBefore('startDate'),
        },
      ],
    },
    { name: 'note', label: 'Catatan', type: 'text' },
  ],
})
