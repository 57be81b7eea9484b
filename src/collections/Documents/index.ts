import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '@/access/roles'
import { orderField } from '../contentCollection'
import { env } from '@/lib/env'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { titleField, choiceField } from '@/fields/common'

export const DOCUMENT_KINDS = {
  brosur: 'Brosur',
  logo: 'Logo',
  penelitian: 'Penelitian',
  pengabdian: 'Pengabdian kepada Masyarakat',
  karier: 'Pusat Karir',
  lainnya: 'Lainnya',
} as const

/**
 * Downloadable files (content API: /page-document, /files): brochures, logos, research and service
 * reports.
 */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Dokumen', plural: 'Dokumen Unduhan' },
  admin: {
    group: 'Konten',
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'filename', 'filesize'],
  },
  access: publicContentAccess,
  defaultSort: 'order',
  hooks: revalidateCollection(TAGS.documents),
  upload: {
    staticDir: path.resolve(env().mediaDir, 'documents'),
    mimeTypes: ['application/pdf', 'image/png', 'image/jpeg', 'image/svg+xml', 'application/zip'],
  },
  fields: [
    titleField(),
    choiceField('kind', 'Jenis', DOCUMENT_KINDS, { index: true }),
    { name: 'description', label: 'Keterangan', type: 'textarea', maxLength: 300 },
    { name: 'year', label: 'Tahun', type: 'number', min: 1990, max: 2100 },
    orderField,
  ],
}
