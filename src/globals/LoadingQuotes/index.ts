import type { GlobalConfig } from 'payload'
import { anyone, isContentStaff } from '@/access/roles'
import { revalidateGlobal } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cache-tags'

export const LoadingQuotes: GlobalConfig = {
  slug: 'loading-quotes',
  label: 'Kutipan Pemuatan',
  admin: { group: 'Tampilan Situs', description: 'Kutipan acak yang tampil saat halaman dimuat.' },
  access: { read: anyone, update: isContentStaff },
  hooks: { afterChange: [revalidateGlobal(TAGS.loadingQuotes)] },
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
}
