import type { Field } from 'payload'
import { externalUrlField, hrefField, nameField, socialIconField } from '@/fields/links'
import { shellGlobal } from '../shellGlobal'
import { TAGS } from '@/lib/cache-tags'
import { titleField } from '@/fields/common'

const linkList: Field = {
  name: 'links',
  label: 'Tautan',
  type: 'array',
  fields: [nameField, hrefField()],
}

export const Footer = shellGlobal({
  slug: 'footer',
  label: 'Footer',
  tag: TAGS.footer,
  fields: [
    {
      name: 'contact',
      label: 'Kontak',
      type: 'group',
      fields: [
        titleField('Kontak'),
        {
          name: 'items',
          label: 'Butir kontak',
          type: 'array',
          fields: [
            {
              name: 'icon',
              label: 'Ikon',
              type: 'select',
              required: true,
              options: ['map-pin', 'phone', 'mail', 'clock', 'whatsapp'].map((value) => ({
                label: value,
                value,
              })),
            },
            { name: 'text', label: 'Teks', type: 'text', required: true },
            hrefField('url', 'Tautan (opsional)', false),
          ],
        },
      ],
    },
    {
      name: 'informationGroups',
      label: 'Informasi',
      type: 'array',
      fields: [titleField(), linkList],
    },
    {
      name: 'quickLinks',
      label: 'Tautan Cepat',
      type: 'group',
      fields: [titleField('Tautan Cepat'), linkList],
    },
    {
      name: 'socialMedia',
      label: 'Media Sosial',
      type: 'group',
      fields: [
        titleField('Media Sosial'),
        {
          name: 'items',
          label: 'Akun',
          type: 'array',
          fields: [
            nameField,
            socialIconField(),
            externalUrlField(),
            {
              name: 'image',
              label: 'Gambar (opsional, menggantikan ikon)',
              type: 'upload',
              relationTo: 'media',
            },
          ],
        },
      ],
    },
  ],
})
