import { choiceField } from '@/fields/common'
import { contentCollection, orderField } from '../contentCollection'
import { hrefField } from '@/fields/links'
import { TAGS } from '@/lib/cache-tags'

export const PARTNER_KINDS = {
  industri: 'Industri',
  pemerintah: 'Pemerintah',
  pendidikan: 'Perguruan Tinggi & Sekolah',
  internasional: 'Internasional',
} as const

/** Cooperation partners: the home page's logo carousel and the cooperation page. */
export const Partners = contentCollection({
  slug: 'partners',
  singular: 'Mitra',
  plural: 'Mitra Kerja Sama',
  group: 'Konten',
  tag: TAGS.partners,
  useAsTitle: 'name',
  defaultColumns: ['name', 'kind', 'order'],
  defaultSort: 'order',
  fields: [
    { name: 'name', label: 'Nama mitra', type: 'text', required: true },
    choiceField('kind', 'Jenis', PARTNER_KINDS, { defaultValue: 'industri' }),
    { name: 'logo', label: 'Logo', type: 'upload', relationTo: 'media', required: true },
    hrefField('url', 'Situs web', false),
    { name: 'scope', label: 'Bidang kerja sama', type: 'text' },
    orderField,
  ],
})
