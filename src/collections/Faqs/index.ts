import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '@/access/roles'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cache-tags'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQ' },
  admin: {
    group: 'Konten',
    useAsTitle: 'question',
    defaultColumns: ['question', 'topic', 'order'],
  },
  access: publicContentAccess,
  defaultSort: 'order',
  hooks: revalidateCollection(TAGS.faqs),
  fields: [
    { name: 'question', label: 'Pertanyaan', type: 'text', required: true },
    { name: 'answer', label: 'Jawaban', type: 'textarea', required: true },
    {
      name: 'topic',
      label: 'Topik',
      type: 'select',
      required: true,
      defaultValue: 'pendaftaran',
      options: [
        { label: 'Pendaftaran', value: 'pendaftaran' },
        { label: 'Biaya & Beasiswa', value: 'biaya' },
        { label: 'Akademik', value: 'akademik' },
        { label: 'Kampus & Fasilitas', value: 'kampus' },
      ],
    },
    { name: 'order', label: 'Urutan', type: 'number', defaultValue: 0 },
  ],
}
