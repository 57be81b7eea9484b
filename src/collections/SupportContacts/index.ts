import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '@/access/roles'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { toWhatsAppNumber } from '@/features/shell/whatsapp'

export const SupportContacts: CollectionConfig = {
  slug: 'support-contacts',
  labels: { singular: 'Kontak Bantuan', plural: 'Kontak Bantuan' },
  admin: {
    group: 'Tampilan Situs',
    useAsTitle: 'title',
    defaultColumns: ['title', 'phone', 'order'],
  },
  access: publicContentAccess,
  defaultSort: 'order',
  hooks: revalidateCollection(TAGS.supportContacts),
  fields: [
    { name: 'title', label: 'Nama / bagian', type: 'text', required: true },
    {
      name: 'phone',
      label: 'Nomor WhatsApp',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value !== 'string' ||
        toWhatsAppNumber(value) !== null ||
        'Nomor tidak valid. Contoh: 0812-3456-7890 atau +62 812 3456 7890',
    },
    { name: 'order', label: 'Urutan', type: 'number', defaultValue: 0 },
  ],
}
