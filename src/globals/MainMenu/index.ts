import { nameField } from '@/fields/links'
import { shellGlobal } from '../shellGlobal'
import { TAGS } from '@/lib/cache-tags'

const urlField = (label: string) => ({
  name: 'url',
  label,
  type: 'text' as const,
  admin: {
    description:
      'Segmen alamat tanpa garis miring, mis. "tentang-utb". Untuk menu ' +
      'Fakultas isi alamat lengkap (/akademik/program-studi/…) atau URL luar.',
  },
})

const comingSoonField = {
  name: 'comingSoon',
  label: 'Belum tersedia (tampilkan "Segera hadir")',
  type: 'checkbox' as const,
  defaultValue: false,
}

export const MainMenu = shellGlobal({
  slug: 'main-menu',
  label: 'Menu Utama',
  tag: TAGS.mainMenu,
  fields: [
    {
      name: 'items',
      label: 'Menu induk',
      type: 'array',
      admin: {
        description:
          'Tautan dibentuk /induk, /induk/sub, /induk/sub/sub-sub. Menu "Alumni" ' +
          'mengisi header alumni; menu "Fakultas" memakai tautan apa adanya.',
      },
      fields: [
        nameField,
        urlField('URL induk'),
        { name: 'hasDropdown', label: 'Punya sub-menu', type: 'checkbox', defaultValue: false },
        comingSoonField,
        {
          name: 'subItems',
          label: 'Sub-menu',
          type: 'array',
          admin: { condition: (_, sibling) => Boolean(sibling?.hasDropdown) },
          fields: [
            nameField,
            urlField('URL sub-menu'),
            comingSoonField,
            {
              name: 'hasDropdown',
              label: 'Punya sub-sub-menu',
              type: 'checkbox',
              defaultValue: false,
            },
            {
              name: 'subSubItems',
              label: 'Sub-sub-menu',
              type: 'array',
              admin: { condition: (_, sibling) => Boolean(sibling?.hasDropdown) },
              fields: [nameField, urlField('URL sub-sub-menu'), comingSoonField],
            },
          ],
        },
      ],
    },
  ],
})
