import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '@/access/roles'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { validateYouTubeUrl } from '@/lib/youtube'

// The public page in draft mode; absolute, because the CMS posts live-preview messages to this origin.
const previewUrl = (id: unknown) =>
  id ? `${env().siteUrl}/api/preview/news?id=${String(id)}` : null

/**
 * News articles (the original site's "News list item"), also used for headline news and
 * achievements.
 */
export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'Berita', plural: 'Berita' },
  admin: {
    group: 'Berita',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', '_status'],
    preview: (doc) => previewUrl(doc?.id),
    livePreview: { url: ({ data }) => previewUrl(data?.id) },
  },
  access: draftContentAccess,
  // Autosave keeps the live preview in step with what the editor types.
  versions: { drafts: { autosave: { interval: 1500 }, schedulePublish: true }, maxPerDoc: 50 },
  defaultSort: '-publishedAt',
  hooks: revalidateCollection(TAGS.news),
  fields: [
    { name: 'title', label: 'Judul', type: 'text', required: true, maxLength: 200 },
    slugField('title'),
    {
      name: 'category',
      label: 'Kategori',
      type: 'relationship',
      relationTo: 'news-categories',
      required: true,
      index: true,
    },
    { name: 'author', label: 'Penulis', type: 'text', required: true, defaultValue: 'Humas UTB' },
    {
      name: 'publishedAt',
      label: 'Tanggal terbit',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'thumbnail',
      label: 'Gambar utama',
      type: 'upload',
      relationTo: 'media',
      required: true,
    },
    { name: 'excerpt', label: 'Ringkasan', type: 'textarea', required: true, maxLength: 300 },
    { name: 'content', label: 'Isi berita', type: 'richText', required: true },
    {
      name: 'images',
      label: 'Galeri foto',
      type: 'array',
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true }],
    },
    {
      name: 'videos',
      label: 'Video',
      type: 'array',
      fields: [
        { name: 'title', label: 'Judul video', type: 'text', required: true },
        {
          name: 'url',
          label: 'Tautan YouTube',
          type: 'text',
          required: true,
          validate: validateYouTubeUrl,
        },
      ],
    },
    {
      name: 'headline',
      label: 'Berita utama',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'achievement',
      label: 'Prestasi',
      type: 'select',
      defaultValue: 'none',
      index: true,
      admin: { position: 'sidebar' },
      options: [
        { label: 'Bukan prestasi', value: 'none' },
        { label: 'Prestasi institusi', value: 'institutional' },
        { label: 'Prestasi mahasiswa', value: 'student' },
      ],
    },
  ],
}
