import type { GlobalConfig } from 'payload'
import { anyone, isContentStaff } from '@/access/roles'
import { externalUrlField } from '@/fields/links'
import { revalidateGlobal } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cache-tags'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Pengaturan Situs',
  admin: { group: 'Tampilan Situs' },
  access: { read: anyone, update: isContentStaff },
  hooks: { afterChange: [revalidateGlobal(TAGS.siteSettings)] },
  fields: [
    { name: 'collegeName', label: 'Nama perguruan tinggi', type: 'text', required: true },
    { name: 'shortName', label: 'Singkatan', type: 'text', required: true },
    { name: 'description', label: 'Deskripsi singkat (SEO)', type: 'textarea', required: true, maxLength: 200 },
    { name: 'address', label: 'Alamat', type: 'textarea', required: true },
    { name: 'phone', label: 'Telepon', type: 'text', required: true },
    { name: 'email', label: 'Email', type: 'email' },
    { name: 'copyright', label: 'Baris hak cipta', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        externalUrlField('registerNowUrl', 'Tautan formulir DAFTAR SEKARANG'),
        { name: 'registerNowLabel', label: 'Label tombol', type: 'text', required: true, defaultValue: 'DAFTAR SEKARANG' },
      ],
    },
    {
      name: 'headerFixAfter',
      label: 'Header menempel setelah digulir (px)',
      type: 'number',
      required: true,
      min: 0,
      defaultValue: 500,
    },
    {
      name: 'chatGreeting',
      label: 'Pesan pembuka WhatsApp',
      type: 'text',
      defaultValue: 'Halo, saya ingin bertanya tentang pendaftaran.',
    },
  ],
}
