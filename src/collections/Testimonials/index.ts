import { contentCollection, orderField } from '../contentCollection'
import { TAGS } from '@/lib/cache-tags'

/** Alumni stories shown at /mahasiswa/cerita-alumni (content API: /page-testimoni). */
export const Testimonials = contentCollection({
  slug: 'testimonials',
  singular: 'Cerita Alumni',
  plural: 'Cerita Alumni',
  group: 'Alumni',
  tag: TAGS.testimonials,
  useAsTitle: 'name',
  defaultColumns: ['name', 'graduationYear', 'occupation'],
  defaultSort: 'order',
  fields: [
    { name: 'name', label: 'Nama', type: 'text', required: true },
    { name: 'photo', label: 'Foto', type: 'upload', relationTo: 'media' },
    { name: 'programme', label: 'Program studi', type: 'relationship', relationTo: 'programmes' },
    {
      name: 'graduationYear',
      label: 'Tahun lulus',
      type: 'number',
      required: true,
      min: 1990,
      max: 2100,
    },
    { name: 'occupation', label: 'Pekerjaan / jabatan saat ini', type: 'text', required: true },
    { name: 'quote', label: 'Cerita', type: 'textarea', required: true, maxLength: 800 },
    orderField,
  ],
})
