import { TAGS } from '@/lib/cache-tags'
import { shellGlobal } from '../shellGlobal'
import { titleField, imageField } from '@/fields/common'

/**
 * The alumni association page (the original site's "Alumni"): profile, history and the contact
 * block.
 */
export const AlumniPage = {
  ...shellGlobal({
    slug: 'alumni-page',
    label: 'Ikatan Alumni',
    tag: TAGS.alumniPage,
    description: 'Isi halaman /ikatan-alumni. Judul bagian menjadi tautan di menu alumni.',
    fields: [
      { name: 'heroTitle', label: 'Judul utama', type: 'text', required: true },
      { name: 'heroText', label: 'Teks pembuka', type: 'textarea', required: true, maxLength: 400 },
      { name: 'heroImage', label: 'Gambar pembuka', type: 'upload', relationTo: 'media' },
      {
        name: 'profile',
        label: 'Profil',
        type: 'group',
        fields: [
          titleField('Profil'),
          { name: 'body', label: 'Isi', type: 'richText', required: true },
          imageField(),
        ],
      },
      {
        name: 'history',
        label: 'Sejarah',
        type: 'group',
        fields: [
          titleField('Sejarah'),
          { name: 'body', label: 'Isi', type: 'richText', required: true },
        ],
      },
      {
        name: 'contact',
        label: 'Kontak',
        type: 'group',
        fields: [
          titleField('Kontak'),
          { name: 'text', label: 'Teks', type: 'textarea' },
          {
            name: 'image',
            label: 'Gambar kontak (Gambar_Kontak_Alumni)',
            type: 'upload',
            relationTo: 'media',
          },
          { name: 'email', label: 'Email sekretariat', type: 'email' },
          { name: 'phone', label: 'Telepon sekretariat', type: 'text' },
        ],
      },
    ],
  }),
  versions: { max: 20 },
}
