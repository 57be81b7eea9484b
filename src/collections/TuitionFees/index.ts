import { choiceField } from '@/fields/common'
import type { Field } from 'payload'
import { contentCollection } from '../contentCollection'
import { TAGS } from '@/lib/cache-tags'
import { SCHEDULE_TRACKS } from '../SelectionSchedules'

const rupiah = (name: string, label: string, required = true): Field => ({
  name,
  label: `${label} (Rp)`,
  type: 'number',
  required,
  min: 0,
  validate: (value: unknown) =>
    value === null || value === undefined
      ? required
        ? 'Wajib diisi'
        : true
      : (Number.isInteger(value) && (value as number) >= 0) ||
        'Isi nominal rupiah tanpa titik atau koma, mis. 7500000',
})

/**
 * Tuition per programme and academic year (content API: content-body "Cost Education"), shown as
 * Rp.
 */
export const TuitionFees = contentCollection({
  slug: 'tuition-fees',
  singular: 'Biaya Pendidikan',
  plural: 'Biaya Pendidikan',
  group: 'Pendaftaran',
  tag: TAGS.tuitionFees,
  useAsTitle: 'label',
  defaultColumns: ['label', 'track', 'academicYear', 'semesterFee'],
  defaultSort: 'label',
  fields: [
    {
      name: 'programme',
      label: 'Program studi',
      type: 'relationship',
      relationTo: 'programmes',
      required: true,
      index: true,
    },
    {
      name: 'label',
      label: 'Nama tampilan',
      type: 'text',
      required: true,
      admin: { description: 'Mis. "S1 Teknik Informatika"' },
    },
    choiceField('track', 'Jalur', SCHEDULE_TRACKS, {
      defaultValue: 'semua',
      index: true,
      admin: { description: 'Biaya yang berlaku untuk semua jalur tampil di tabel "Semua Jalur".' },
    }),
    {
      name: 'academicYear',
      label: 'Tahun akademik',
      type: 'text',
      required: true,
      index: true,
      validate: (value: unknown) =>
        (typeof value === 'string' && /^\d{4}\/\d{4}$/.test(value)) ||
        'Tulis tahun akademik seperti 2026/2027',
    },
    rupiah('developmentFee', 'Uang pangkal (sekali bayar)'),
    rupiah('semesterFee', 'Biaya kuliah per semester'),
    rupiah('practicumFee', 'Biaya praktikum per semester', false),
    { name: 'note', label: 'Catatan', type: 'text' },
  ],
})
