import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '@/access/roles'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { titleField, imageField, summaryField, choiceField } from '@/fields/common'
import { TRAINING_TYPE, trainingEndProblem } from '@/features/career/format'
import type { CareerPost } from '@/payload-types'

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
    choiceField('type', 'Jenis', CAREER_TYPES, { index: true }),
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
      // When the training itself takes place (not when it was posted): shown on its page and
      // offered as a calendar file (.ics).
      type: 'row',
      admin: { condition: (data) => data?.type === TRAINING_TYPE },
      fields: [
        {
          name: 'eventStart',
          label: 'Mulai pelatihan',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' },
            description: 'Tanggal dan jam (WIB) pelatihan dimulai.',
          },
        },
        {
          name: 'eventEnd',
          label: 'Selesai pelatihan',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
          validate: (value: unknown, { siblingData }: { siblingData: Partial<CareerPost> }) =>
            trainingEndProblem(siblingData.eventStart, value as string | null | undefined) ?? true,
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
