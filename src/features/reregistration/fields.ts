import type { Field } from 'payload'
import { RELIGIONS } from '@/features/admissions/form/fields'
import { choiceField } from '@/fields/common'
import {
  FINANCING_LABELS,
  INCOME_LABELS,
  OCCUPATION_LABELS,
  PARENT_EDUCATION_LABELS,
  SPECIAL_NEEDS_LABELS,
} from './vocabulary'

/*
 * The personal data the Feeder's biodata needs, confirmed or corrected by the applicant. Filled
 * from the application when re-registration opens; every field optional here because the
 * applicant saves as they go: the rules (rules.ts) say what is still missing before sending.
 */

const text = (name: string, label: string, maxLength: number): Field => ({
  name,
  label,
  type: 'text',
  maxLength,
})
const optional = (name: string, label: string, choices: Record<string, string>) =>
  choiceField(name, label, choices, { required: false })

const parentFields = (who: 'father' | 'mother', label: string): Field => ({
  name: who,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        ...(who === 'father' ? [text('name', 'Nama ayah', 100)] : []),
        optional('education', 'Pendidikan', PARENT_EDUCATION_LABELS),
        optional('occupation', 'Pekerjaan', OCCUPATION_LABELS),
        optional('income', 'Penghasilan per bulan', INCOME_LABELS),
      ],
    },
  ],
})

export const reregistrationDataField = (): Field => ({
  name: 'data',
  label: 'Data mahasiswa (untuk PDDikti)',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        text('nik', 'NIK', 16),
        text('nisn', 'NISN', 10),
        text('birthPlace', 'Tempat lahir', 100),
        { name: 'birthDate', label: 'Tanggal lahir', type: 'date' },
      ],
    },
    {
      type: 'row',
      fields: [
        choiceField('religion', 'Agama', Object.fromEntries(RELIGIONS.map((r) => [r, r])), {
          required: false,
        }),
        text('motherName', 'Nama ibu kandung', 100),
      ],
    },
    text('address', 'Alamat (jalan, nomor, RT/RW)', 500),
    {
      type: 'row',
      fields: [
        text('village', 'Kelurahan/desa', 100),
        text('district', 'Kecamatan', 100),
        text('city', 'Kabupaten/kota', 100),
        text('postalCode', 'Kode pos', 5),
      ],
    },
    {
      name: 'regionCode',
      label: 'Kode wilayah (kecamatan)',
      type: 'text',
      maxLength: 8,
      admin: {
        description: 'Kode wilayah Kemendagri/PDDikti; diisi panitia bila sudah diketahui.',
      },
    },
    parentFields('father', 'Ayah'),
    parentFields('mother', 'Ibu'),
    {
      type: 'row',
      fields: [
        optional('specialNeeds', 'Kebutuhan khusus', SPECIAL_NEEDS_LABELS),
        optional('financing', 'Sumber biaya kuliah', FINANCING_LABELS),
      ],
    },
  ],
})
