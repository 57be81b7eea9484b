import { contentCollection, orderField } from '../contentCollection'
import { TAGS } from '@/lib/cache-tags'
import { imageField } from '@/fields/common'

/**
 * Facilities and services (the original site's "Service"), shown on /tentang-utb/fasilitas-layanan.
 */
export const Services = contentCollection({
  slug: 'services',
  singular: 'Fasilitas / Layanan',
  plural: 'Fasilitas & Layanan',
  group: 'Konten',
  tag: TAGS.services,
  useAsTitle: 'title',
  defaultColumns: ['title', 'order'],
  defaultSort: 'order',
  fields: [
    { name: 'title', label: 'Nama', type: 'text', required: true },
    imageField(true),
    { name: 'description', label: 'Deskripsi', type: 'textarea', required: true, maxLength: 600 },
    orderField,
  ],
})
