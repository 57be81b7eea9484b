import { contentCollection, orderField } from '../contentCollection'
import { externalUrlField } from '@/fields/links'
import { TAGS } from '@/lib/cache-tags'
import { titleField } from '@/fields/common'

/**
 * Links to research and community-service outputs (content API: /link-community-dedication):
 * journals, portals, reports.
 */
export const CommunityServiceLinks = contentCollection({
  slug: 'community-service-links',
  singular: 'Tautan Pengabdian',
  plural: 'Tautan Penelitian & Pengabdian',
  group: 'Konten',
  tag: TAGS.communityServiceLinks,
  useAsTitle: 'title',
  defaultColumns: ['title', 'url', 'order'],
  defaultSort: 'order',
  fields: [
    titleField(),
    externalUrlField('url', 'Tautan'),
    { name: 'description', label: 'Keterangan', type: 'textarea', maxLength: 300 },
    orderField,
  ],
})
