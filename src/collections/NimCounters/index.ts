import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'

/**
 * The last NIM sequence number given per programme and intake (`scope` = "<programme id>:<intake
 * code>"). Only the enrolment service changes it, with one `UPDATE … SET last = last + 1 …
 * RETURNING last`; it only ever grows, so a number is never given twice, also after a withdrawal.
 */
export const NimCounters: CollectionConfig = {
  slug: 'nim-counters',
  labels: { singular: 'Penghitung NIM', plural: 'Penghitung NIM' },
  admin: { hidden: true, useAsTitle: 'scope' },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'scope',
      label: 'Program studi dan angkatan',
      type: 'text',
      required: true,
      unique: true,
    },
    { name: 'last', label: 'Nomor urut terakhir', type: 'number', required: true, defaultValue: 0 },
  ],
}
