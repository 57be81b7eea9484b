import type { CollectionConfig } from 'payload'
import { anyone, isContentStaff } from '@/access/roles'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cache-tags'

/** Programme categories (§7 collegeprogramcategory), the first choice of the applicant form. */
export const ProgrammeCategories: CollectionConfig = {
  slug: 'programme-categories',
  labels: { singular: 'Kategori Program', plural: 'Kategori Program' },
  admin: { group: 'Akademik', useAsTitle: 'name' },
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  defaultSort: 'order',
  hooks: revalidateCollection(TAGS.programmes),
  fields: [
    { name: 'name', label: 'Nama', type: 'text', required: true },
    slugField('name'),
    { name: 'description', label: 'Deskripsi', type: 'textarea' },
    { name: 'order', label: 'Urutan', type: 'number', defaultValue: 0 },
  ],
}
