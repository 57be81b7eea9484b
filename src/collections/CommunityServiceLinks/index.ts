import { contentCollection, orderField } from '../contentCollection'
import { externalUrlField } from '@/fields/links'
import { TAGS } from '@/lib/cache-tags'

/** Links to research and community-service outputs (§7 /link-community-dedication): journals, portals, reports. */
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
    { name: 'title', label: 'Judul', type: 'text', required: true },
    externalUrlField('url', 'Tautan'),
    { name: 'description', label: 'Keterangan', type: 'textarea', maxLength: 300 },
    orderField,
  ],
})
