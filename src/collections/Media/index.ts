import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '@/access/roles'
import { env } from '@/lib/env'
import { revalidateCollection } from '@/hooks/revalidate'
import { MEDIA_TAGS } from '@/lib/cache-tags'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Media', plural: 'Media' },
  admin: { group: 'Konten', useAsTitle: 'alt' },
  access: publicContentAccess,
  // Cached pages embed image URLs, sizes and alt texts.
  hooks: revalidateCollection(...MEDIA_TAGS),
  upload: {
    staticDir: path.resolve(env().mediaDir),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'],
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
    ],
    formatOptions: { format: 'webp', options: { quality: 80 } },
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      label: 'Teks alternatif',
      type: 'text',
      required: true,
      admin: { description: 'Jelaskan isi gambar untuk pembaca layar (wajib).' },
    },
  ],
}
