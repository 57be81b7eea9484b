import type { CollectionConfig } from 'payload'
import { anyone, isContentStaff } from '@/access/roles'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cache-tags'

export const Faculties: CollectionConfig = {
  slug: 'faculties',
  labels: { singular: 'Fakultas', plural: 'Fakultas' },
  admin: { group: 'Akademik', useAsTitle: 'name' },
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  defaultSort: 'order',
  hooks: revalidateCollection(TAGS.programmes),
  fields: [
    { name: 'name', label: 'Nama', type: 'text', required: true },
    slugField('name'),
    { name: 'dean', label: 'Dekan', type: 'text' },
    { name: 'description', label: 'Deskripsi', type: 'textarea' },
    { name: 'order', label: 'Urutan', type: 'number', defaultValue: 0 },
  ],
}
