import { contentCollection } from '../contentCollection'
import { TAGS } from '@/lib/cache-tags'
import { titleField, imageField, choiceField } from '@/fields/common'

export const GALLERY_CATEGORIES = {
  wisuda: 'Wisuda',
  alumni: 'Alumni',
  penelitian: 'Penelitian dan Pengabdian',
} as const

/**
 * Photo galleries (the original site's "Gallery"): graduation, alumni, research and community
 * service.
 */
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
    titleField(),
    choiceField('category', 'Kategori', GALLERY_CATEGORIES, { index: true }),
    { name: 'date', label: 'Tanggal kegiatan', type: 'date', required: true, index: true },
    { name: 'description', label: 'Keterangan', type: 'textarea', maxLength: 400 },
    {
      name: 'photos',
      label: 'Foto',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [imageField(true), { name: 'caption', label: 'Keterangan foto', type: 'text' }],
    },
  ],
})
