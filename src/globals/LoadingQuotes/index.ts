import { shellGlobal } from '../shellGlobal'
import { TAGS } from '@/lib/cache-tags'

export const LoadingQuotes = shellGlobal({
  slug: 'loading-quotes',
  label: 'Kutipan Pemuatan',
  tag: TAGS.loadingQuotes,
  description: 'Kutipan acak yang tampil saat halaman dimuat.',
  fields: [
    {
      name: 'quotes',
      label: 'Kutipan',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'text', label: 'Kutipan', type: 'textarea', required: true },
        { name: 'author', label: 'Tokoh', type: 'text' },
      ],
    },
  ],
})
