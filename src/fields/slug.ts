import type { Field } from 'payload'
import { slugify } from '@/features/shell/menu-links'

/**
 * A URL slug, unique in its collection, filled from another field (usually the title) when
 * left empty, so editors rarely type it but can always correct it.
 */
export const slugField = (from = 'title'): Field => ({
  name: 'slug',
  label: 'Slug (alamat)',
  type: 'text',
  unique: true,
  index: true,
  admin: { position: 'sidebar', description: `Kosongkan untuk dibuat otomatis dari "${from}".` },
  hooks: {
    beforeValidate: [
      ({ value, siblingData }) => {
        if (typeof value === 'string' && value.trim()) return slugify(value)
        const source = siblingData?.[from]
        return typeof source === 'string' ? slugify(source) : value
      },
    ],
  },
  validate: (value: unknown) =>
    (typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) ||
    'Slug hanya boleh huruf kecil, angka dan tanda hubung',
})
