import { contentCollection, orderField } from '../contentCollection'
import { slugField } from '@/fields/slug'
import { TAGS } from '@/lib/cache-tags'
import { summaryField, choiceField } from '@/fields/common'

export const ORGANISATION_GROUPS = {
  lembaga: 'Lembaga Kemahasiswaan',
  himpunan: 'Himpunan Mahasiswa',
  'ukm-olahraga': 'UKM Olahraga',
  'ukm-seni': 'UKM Seni dan Budaya',
  'ukm-penalaran': 'UKM Penalaran dan Teknologi',
  'ukm-kerohanian': 'UKM Kerohanian dan Sosial',
} as const

/** Student organisations: list at /mahasiswa/organisasi-mahasiswa, detail at /{slug}. */
export const StudentOrganisations = contentCollection({
  slug: 'student-organisations',
  singular: 'Organisasi Mahasiswa',
  plural: 'Organisasi Mahasiswa',
  group: 'Kemahasiswaan',
  tag: TAGS.studentOrganisations,
  useAsTitle: 'name',
  defaultColumns: ['name', 'group', 'order'],
  defaultSort: 'order',
  drafts: true,
  fields: [
    { name: 'name', label: 'Nama organisasi', type: 'text', required: true },
    { name: 'abbreviation', label: 'Singkatan', type: 'text' },
    slugField('name'),
    choiceField('group', 'Kelompok', ORGANISATION_GROUPS, { index: true }),
    { name: 'logo', label: 'Logo', type: 'upload', relationTo: 'media' },
    { name: 'image', label: 'Foto kegiatan', type: 'upload', relationTo: 'media' },
    summaryField(300),
    { name: 'description', label: 'Profil', type: 'richText', required: true },
    {
      name: 'activities',
      label: 'Kegiatan rutin',
      type: 'array',
      fields: [{ name: 'title', label: 'Kegiatan', type: 'text', required: true }],
    },
    { name: 'foundedYear', label: 'Tahun berdiri', type: 'number', min: 1950, max: 2100 },
    {
      type: 'row',
      fields: [
        { name: 'instagram', label: 'Instagram (tanpa @)', type: 'text' },
        { name: 'email', label: 'Email', type: 'email' },
      ],
    },
    orderField,
  ],
})
