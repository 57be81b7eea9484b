import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '@/access/roles'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cache-tags'

export const NewsCategories: CollectionConfig = {
  slug: 'news-categories',
  labels: { singular: 'Kategori Berita', plural: 'Kategori Berita' },
  admin: { group: 'Berita', useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order'] },
  access: publicContentAccess,
  defaultSort: 'order',
  hooks: revalidateCollection(TAGS.newsCategories, TAGS.news),
  fields: [
    { name: 'name', label: 'Nama', type: 'text', required: true },
    slugField('name'),
    { name: 'order', label: 'Urutan', type: 'number', defaultValue: 0 },
  ],
}
