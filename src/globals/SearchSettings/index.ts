import { shellGlobal } from '../shellGlobal'
import { TAGS } from '@/lib/cache-tags'

/** Editor-managed search synonyms: each row is a group of words or phrases that mean the same. */
export const SearchSettings = shellGlobal({
  slug: 'search-settings',
  label: 'Pencarian',
  tag: TAGS.searchSettings,
  description: 'Sinonim untuk pencarian situs, mis. "biaya kuliah, biaya pendidikan".',
  fields: [
    {
      name: 'synonyms',
      label: 'Kelompok sinonim',
      type: 'array',
      fields: [
        {
          name: 'terms',
          label: 'Kata/frasa (pisahkan dengan koma)',
          type: 'text',
          required: true,
          maxLength: 300,
        },
      ],
    },
  ],
})
