import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '@/access/roles'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { imageField } from '@/fields/common'

/** A breadcrumb banner shows on every page whose last path segment equals bannerUrl. */
export const Banners: CollectionConfig = {
  slug: 'banners',
  labels: { singular: 'Banner', plural: 'Banner' },
  admin: {
    group: 'Tampilan Situs',
    useAsTitle: 'bannerUrl',
    defaultColumns: ['bannerUrl', 'image'],
  },
  access: publicContentAccess,
  hooks: revalidateCollection(TAGS.banners),
  fields: [
    {
      name: 'bannerUrl',
      label: 'Segmen halaman (banner_url)',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        typeof value !== 'string' ||
        /^[a-z0-9-]+$/.test(value) ||
        'Isi segmen terakhir alamat halaman, mis. "sejarah"',
    },
    imageField(true),
  ],
}
