import type { Access, CollectionConfig } from 'payload'
import { isAdmin, isContentStaff } from '@/access/roles'
import { ALUMNI_CONTACT_CATEGORY } from '@/features/contact/schema'

/** Only the contact endpoint (which marks its request context) may store a message. */
export const STORE_CONTACT = 'storeContact'
const fromContactEndpoint: Access = ({ req }) => req.context?.[STORE_CONTACT] === true

/** Messages sent from the site's contact forms (content API: POST /contact/store). */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Pesan Kontak', plural: 'Pesan Kontak' },
  admin: {
    group: 'Alumni',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'status', 'createdAt'],
    description: 'Pesan dari formulir kontak Ikatan Alumni. Ubah status setelah ditindaklanjuti.',
  },
  access: {
    read: isContentStaff,
    create: fromContactEndpoint,
    update: isContentStaff,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'name',
      label: 'Nama',
      type: 'text',
      required: true,
      maxLength: 100,
      access: { update: () => false },
    },
    {
      name: 'email',
      label: 'Email',
      type: 'email',
      required: true,
      access: { update: () => false },
    },
    {
      name: 'phone',
      label: 'Nomor HP',
      type: 'text',
      required: true,
      maxLength: 20,
      access: { update: () => false },
    },
    {
      name: 'message',
      label: 'Pesan',
      type: 'textarea',
      required: true,
      maxLength: 2000,
      access: { update: () => false },
    },
    {
      name: 'category',
      label: 'Kategori',
      type: 'number',
      required: true,
      defaultValue: ALUMNI_CONTACT_CATEGORY,
      access: { update: () => false },
      admin: { readOnly: true, position: 'sidebar', description: '3 = Ikatan Alumni' },
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'baru',
      index: true,
      admin: { position: 'sidebar' },
      options: [
        { label: 'Baru', value: 'baru' },
        { label: 'Sedang ditangani', value: 'ditangani' },
        { label: 'Selesai', value: 'selesai' },
      ],
    },
    {
      name: 'ipAddress',
      label: 'Alamat IP',
      type: 'text',
      maxLength: 64,
      access: { update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'userAgent',
      label: 'Peramban',
      type: 'text',
      maxLength: 300,
      access: { update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
