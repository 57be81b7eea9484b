import { contentCollection } from '../contentCollection'
import { TAGS } from '@/lib/cache-tags'

export const GALLERY_CATEGORIES = {
  wisuda: 'Wisuda',
  alumni: 'Alumni',
  penelitian: 'Penelitian dan Pengabdian',
} as const

/** Photo galleries (§3 "Gallery"): graduation, alumni, research and community service. */
export const Galleries = contentCollection({
  slug: 'galleries',
  singular: 'Galeri',
  plural: 'Galeri',
  group: 'Konten',
  tag: TAGS.galleries,
  useAsTitle: 'title',
  defaultColumns: ['title', 'category', 'date'],
  defaultSort: '-date',
  fields: [
    { name: 'title', label: 'Judul', type: 'text', required: true },
    {
      name: 'category',
      label: 'Kategori',
      type: 'select',
      required: true,
      index: true,
      options: Object.entries(GALLERY_CATEGORIES).map(([value, label]) => ({ value, label })),
    },
    { name: 'date', label: 'Tanggal kegiatan', type: 'date', required: true, index: true },
    { name: 'description', label: 'Keterangan', type: 'textarea', maxLength: 400 },
    {
      name: 'photos',
      label: 'Foto',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'image', label: 'Gambar', type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', label: 'Keterangan foto', type: 'text' },
      ],
    },
  ],
})
