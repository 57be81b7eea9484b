import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '@/access/roles'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { titleField } from '@/fields/common'

/**
 * Narrative pages of the site (history, vision and mission, identity, accreditation, campus
 * location, …), each bound to one route by its path.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Halaman', plural: 'Halaman' },
  admin: {
    group: 'Konten',
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
  },
  access: draftContentAccess,
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
  hooks: revalidateCollection(TAGS.pages),
  fields: [
    titleField(),
    {
      name: 'path',
      label: 'Alamat halaman',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Alamat lengkap, mis. /tentang-utb/sejarah' },
      validate: (value: unknown) =>
        (typeof value === 'string' && /^(\/[a-z0-9-]+)+$/.test(value)) ||
        'Isi alamat yang diawali /, huruf kecil dan tanda hubung',
    },
    {
      name: 'summary',
      label: 'Ringkasan (deskripsi SEO)',
      type: 'textarea',
      required: true,
      maxLength: 200,
    },
    { name: 'content', label: 'Isi', type: 'richText', required: true },
    {
      name: 'image',
      label: 'Gambar pendukung',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Mis. bagan struktur organisasi. Ditampilkan di bawah ringkasan.' },
    },
    {
      name: 'mapEmbedUrl',
      label: 'Peta tersemat (URL embed)',
      type: 'text',
      admin: {
        description:
          'Untuk halaman lokasi: URL embed peta (https://…). Ditampilkan hanya dengan izin cookie fungsional.',
      },
      validate: (value: unknown) =>
        value === undefined ||
        value === null ||
        value === '' ||
        (typeof value === 'string' && /^https:\/\/\S+$/.test(value)) ||
        'URL peta harus diawali https://',
    },
  ],
}
