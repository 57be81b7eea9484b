import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '@/access/roles'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { imageField, summaryField } from '@/fields/common'
import { nimCodeField } from '@/features/enrolment/settings-fields'

/** Study programmes (majors): public pages at /akademik/program-studi/{slug}, reused by the applicant form. */
export const Programmes: CollectionConfig = {
  slug: 'programmes',
  labels: { singular: 'Program Studi', plural: 'Program Studi' },
  admin: {
    group: 'Akademik',
    useAsTitle: 'name',
    defaultColumns: ['name', 'faculty', 'degree', 'accreditation', '_status'],
  },
  access: draftContentAccess,
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: 'name',
  hooks: revalidateCollection(TAGS.programmes),
  fields: [
    { name: 'name', label: 'Nama program studi', type: 'text', required: true },
    slugField('name'),
    {
      name: 'faculty',
      label: 'Fakultas',
      type: 'relationship',
      relationTo: 'faculties',
      required: true,
      index: true,
    },
    nimCodeField('Kode NIM program studi'),
    {
      name: 'category',
      label: 'Kategori program',
      type: 'relationship',
      relationTo: 'programme-categories',
      required: true,
      index: true,
    },
    {
      name: 'degree',
      label: 'Jenjang',
      type: 'select',
      required: true,
      options: [
        { label: 'D3', value: 'D3' },
        { label: 'D4 / Sarjana Terapan', value: 'D4' },
        { label: 'S1', value: 'S1' },
        { label: 'S2', value: 'S2' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'accreditation', label: 'Akreditasi', type: 'text', required: true },
        {
          name: 'accreditationBody',
          label: 'Lembaga akreditasi',
          type: 'text',
          defaultValue: 'BAN-PT',
        },
      ],
    },
    imageField(),
    summaryField(300),
    { name: 'description', label: 'Deskripsi', type: 'richText', required: true },
    {
      name: 'careerProspects',
      label: 'Prospek karier',
      type: 'array',
      fields: [{ name: 'title', label: 'Profesi', type: 'text', required: true }],
    },
    {
      name: 'curriculumHighlights',
      label: 'Sorotan kurikulum',
      type: 'array',
      fields: [
        { name: 'title', label: 'Mata kuliah / topik', type: 'text', required: true },
        { name: 'description', label: 'Keterangan', type: 'textarea' },
      ],
    },
  ],
}
