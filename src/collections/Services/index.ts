import { contentCollection, orderField } from '../contentCollection'
import { TAGS } from '@/lib/cache-tags'

/** Facilities and services (§3 "Service"), shown on /tentang-utb/fasilitas-layanan. */
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
    { name: 'image', label: 'Gambar', type: 'upload', relationTo: 'media', required: true },
    { name: 'description', label: 'Deskripsi', type: 'textarea', required: true, maxLength: 600 },
    orderField,
  ],
})
