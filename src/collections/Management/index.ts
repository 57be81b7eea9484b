import { choiceField } from '@/fields/common'
import { contentCollection, orderField } from '../contentCollection'
import { TAGS } from '@/lib/cache-tags'

export const MANAGEMENT_GROUPS = {
  pimpinan: 'Pimpinan Universitas',
  fakultas: 'Pimpinan Fakultas',
  unit: 'Kepala Biro dan Unit',
} as const

/** The management list (content API: /management/all), shown with the organisation structure. */
export const Management = contentCollection({
  slug: 'management',
  singular: 'Pejabat',
  plural: 'Manajemen',
  group: 'Konten',
  tag: TAGS.management,
  useAsTitle: 'name',
  defaultColumns: ['name', 'position', 'group', 'order'],
  defaultSort: 'order',
  fields: [
    { name: 'name', label: 'Nama dan gelar', type: 'text', required: true },
    { name: 'position', label: 'Jabatan', type: 'text', required: true },
    choiceField('group', 'Kelompok', MANAGEMENT_GROUPS, { defaultValue: 'pimpinan' }),
    { name: 'photo', label: 'Foto', type: 'upload', relationTo: 'media' },
    orderField,
  ],
})
