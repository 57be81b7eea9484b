import type { Field } from 'payload'
import { hrefField } from '@/fields/links'
import { TAGS } from '@/lib/cache-tags'
import { validateYouTubeUrl } from '@/lib/youtube'
import { shellGlobal } from '../shellGlobal'
import { titleField, imageField } from '@/fields/common'

const heading = (defaultTitle?: string): Field[] => [
  titleField(defaultTitle),
  { name: 'text', label: 'Teks', type: 'textarea', maxLength: 600 },
]

const cta: Field = {
  type: 'row',
  fields: [
    { name: 'ctaLabel', label: 'Label tombol', type: 'text' },
    hrefField('ctaUrl', 'Tautan tombol', false),
  ],
}

const section = (name: string, label: string, description: string, fields: Field[]): Field => ({
  name,
  label,
  type: 'group',
  admin: { description },
  fields: [
    { name: 'visible', label: 'Tampilkan bagian ini', type: 'checkbox', defaultValue: true },
    ...fields,
  ],
})

/**
 * The home page (the original site's "Dashboard content"): the twelve sections in the original
 * order, each editable and each hideable. Lists (partners, programmes, news, achievements) come
 * from their own collections; this global holds the texts, pictures and choices around them.
 */
export const HomePage = {
  ...shellGlobal({
    slug: 'home-page',
    label: 'Beranda',
    tag: TAGS.homePage,
    description: 'Bagian-bagian beranda sesuai urutan tampil.',
    fields: [
      section(
        'logoCarousel',
        '0 · Karusel logo mitra',
        'Logo mitra kerja sama yang bergulir di atas beranda.',
        [
          ...heading('Dipercaya mitra industri dan pendidikan'),
          {
            name: 'partners',
            label: 'Mitra yang ditampilkan',
            type: 'relationship',
            relationTo: 'partners',
            hasMany: true,
            admin: { description: 'Kosongkan untuk menampilkan semua mitra.' },
          },
        ],
      ),
      section(
        'headlineLogo',
        '1 · Logo dan sambutan utama',
        'Bagian pembuka dengan logo dan pesan utama kampus.',
        [...heading(), imageField(), cta],
      ),
      section('headlineMenu', '2 · Menu pintasan', 'Kartu pintasan ke halaman penting.', [
        ...heading(),
        {
          name: 'items',
          label: 'Pintasan',
          type: 'array',
          maxRows: 8,
          fields: [
            titleField(),
            { name: 'description', label: 'Keterangan', type: 'text' },
            hrefField('url', 'Tautan'),
            {
              name: 'icon',
              label: 'Ikon',
              type: 'select',
              required: true,
              defaultValue: 'graduation-cap',
              options: [
                'graduation-cap',
                'book-open',
                'wallet',
                'calendar',
                'briefcase',
                'newspaper',
                'users',
                'map-pin',
              ].map((v) => ({ label: v, value: v })),
            },
          ],
        },
      ]),
      section('achievements', '3 · Prestasi', 'Menampilkan berita prestasi terbaru.', [
        ...heading('Prestasi'),
        {
          name: 'limit',
          label: 'Jumlah prestasi',
          type: 'number',
          min: 1,
          max: 12,
          defaultValue: 3,
          required: true,
        },
      ]),
      section(
        'campusTour',
        '4 · Tur kampus',
        'Video tur kampus (hanya diputar dengan izin cookie fungsional).',
        [
          ...heading('Tur Kampus'),
          {
            name: 'videoUrl',
            label: 'Tautan YouTube',
            type: 'text',
            validate: validateYouTubeUrl,
          },
        ],
      ),
      section(
        'majorsDescription',
        '5 · Pengantar program studi',
        'Teks pengantar sebelum daftar program studi.',
        [...heading('Program Studi'), cta],
      ),
      section('majors', '6 · Program studi', 'Kartu program studi.', [
        ...heading('Pilihan Program Studi'),
        {
          name: 'programmes',
          label: 'Program studi yang ditampilkan',
          type: 'relationship',
          relationTo: 'programmes',
          hasMany: true,
          admin: { description: 'Kosongkan untuk menampilkan semua program studi.' },
        },
      ]),
      section('registrationHeadline', '7 · Ajakan mendaftar', 'Ajakan mendaftar dengan gambar.', [
        ...heading(),
        imageField(),
        cta,
      ]),
      section('scholarshipHeadline', '8 · Beasiswa', 'Sorotan beasiswa.', [
        ...heading('Beasiswa'),
        imageField(),
        cta,
      ]),
      section('newsHeadline', '9 · Berita utama', 'Menampilkan berita utama terbaru.', [
        ...heading('Berita Terkini'),
        {
          name: 'limit',
          label: 'Jumlah berita',
          type: 'number',
          min: 1,
          max: 12,
          defaultValue: 3,
          required: true,
        },
      ]),
      section('registrationSteps', '11 · Alur pendaftaran', 'Langkah-langkah pendaftaran.', [
        ...heading('Alur Pendaftaran'),
        {
          name: 'steps',
          label: 'Langkah',
          type: 'array',
          maxRows: 8,
          fields: [
            titleField(),
            { name: 'description', label: 'Keterangan', type: 'textarea', required: true },
          ],
        },
      ]),
      section(
        'secondRegistrationHeadline',
        '12 · Ajakan mendaftar (penutup)',
        'Ajakan mendaftar di akhir beranda.',
        [...heading(), cta],
      ),
    ],
  }),
  versions: { max: 20 },
}
