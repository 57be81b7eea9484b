import { externalUrlField } from '@/fields/links'
import { shellGlobal } from '../shellGlobal'
import { TAGS } from '@/lib/cache-tags'

export const SiteSettings = shellGlobal({
  slug: 'site-settings',
  label: 'Pengaturan Situs',
  tag: TAGS.siteSettings,
  fields: [
    { name: 'collegeName', label: 'Nama perguruan tinggi', type: 'text', required: true },
    { name: 'shortName', label: 'Singkatan', type: 'text', required: true },
    {
      name: 'description',
      label: 'Deskripsi singkat (SEO)',
      type: 'textarea',
      required: true,
      maxLength: 200,
    },
    { name: 'address', label: 'Alamat', type: 'textarea', required: true },
    { name: 'phone', label: 'Telepon', type: 'text', required: true },
    { name: 'email', label: 'Email', type: 'email' },
    { name: 'copyright', label: 'Baris hak cipta', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        externalUrlField('registerNowUrl', 'Tautan formulir DAFTAR SEKARANG'),
        {
          name: 'registerNowLabel',
          label: 'Label tombol',
          type: 'text',
          required: true,
          defaultValue: 'DAFTAR SEKARANG',
        },
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
})
