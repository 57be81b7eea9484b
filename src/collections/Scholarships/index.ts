import { contentCollection, orderField } from '../contentCollection'
import { hrefField } from '@/fields/links'
import { TAGS } from '@/lib/cache-tags'
import { imageField, summaryField } from '@/fields/common'

/** Scholarships offered to applicants and students (content API: /page-scholarship). */
export const Scholarships = contentCollection({
  slug: 'scholarships',
  singular: 'Beasiswa',
  plural: 'Beasiswa',
  group: 'Pendaftaran',
  tag: TAGS.scholarships,
  useAsTitle: 'name',
  defaultColumns: ['name', 'provider', 'deadline', 'order'],
  defaultSort: 'order',
  fields: [
    { name: 'name', label: 'Nama beasiswa', type: 'text', required: true },
    { name: 'provider', label: 'Pemberi beasiswa', type: 'text', required: true },
    imageField(),
    summaryField(400),
    {
      name: 'benefits',
      label: 'Manfaat',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [{ name: 'text', label: 'Manfaat', type: 'text', required: true }],
    },
    {
      name: 'requirements',
      label: 'Persyaratan',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [{ name: 'text', label: 'Syarat', type: 'text', required: true }],
    },
    {
      name: 'quota',
      label: 'Kuota',
      type: 'text',
      admin: { description: 'Mis. "20 mahasiswa per angkatan"' },
    },
    { name: 'deadline', label: 'Batas pendaftaran', type: 'date' },
    hrefField('applyUrl', 'Tautan informasi / pendaftaran', false),
    orderField,
  ],
})
