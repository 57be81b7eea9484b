import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '@/access/roles'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { titleField, imageField, notBefore, summaryField } from '@/fields/common'

export const CAREER_TYPES = {
  'lowongan-kerja': 'Lowongan Kerja',
  'info-magang': 'Informasi Magang',
  'pengembangan-dan-pelatihan': 'Pengembangan dan Pelatihan',
} as const

/**
 * Career centre posts (the original site's "Job vacancy detail"): vacancies, internships, training.
 */
export const CareerPosts: CollectionConfig = {
  slug: 'career-posts',
  labels: { singular: 'Info Karier', plural: 'Info Karier' },
  admin: {
    group: 'Pusat Karir',
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'date', 'deadline', '_status'],
  },
  access: draftContentAccess,
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: '-date',
  hooks: revalidateCollection(TAGS.careerPosts),
  fields: [
    titleField(),
    slugField('title'),
    {
      name: 'type',
      label: 'Jenis',
      type: 'select',
      required: true,
      index: true,
      options: Object.entries(CAREER_TYPES).map(([value, label]) => ({ value, label })),
    },
    { name: 'organization', label: 'Perusahaan / penyelenggara', type: 'text', required: true },
    { name: 'location', label: 'Lokasi', type: 'text' },
    {
      name: 'date',
      label: 'Tanggal',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
    },
    { name: 'deadline', label: 'Batas pendaftaran', type: 'date' },
    {
      // When a training takes place: shown on its page, and its Event in the structured data.
      type: 'row',
      admin: { condition: (data) => data?.type === 'pengembangan-dan-pelatihan' },
      fields: [
        {
          name: 'eventStart',
          label: 'Mulai pelaksanaan',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'eventEnd',
          label: 'Selesai pelaksanaan',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description: 'Kosongkan untuk kegiatan yang selesai di hari yang sama.',
          },
          validate: notBefore('eventStart'),
        },
      ],
    },
    {
      name: 'closedEarly',
      label: 'Ditutup lebih awal',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Tandai bila sudah ditutup sebelum batas pendaftaran.',
      },
    },
    imageField(),
    summaryField(300),
    { name: 'description', label: 'Deskripsi', type: 'richText', required: true },
    { name: 'applyUrl', label: 'Tautan pendaftaran', type: 'text' },
  ],
}
