import * as z from 'zod'
import { readAlumniPage } from '@/features/alumni/load'
import { alumniGroup, reshapeAlumniPage } from '../wire/career'
import { defineContentBodyPage } from './page'

export const ikatanAlumni = defineContentBodyPage({
  name: 'Ikatan Alumni',
  summary:
    'Halaman Ikatan Alumni: `data_component[0].Alumni.data_body_group` ' +
    '(0 profil, 1 sejarah) dan `Gambar_Kontak_Alumni.data_body_group[0]` ' +
    '(kontak, gambarnya di `data_body_setting.body_image[0].image`); ' +
    '`data_component` kosong selama halamannya belum diisi. Galeri ' +
    'alumni: `/page-gallery/galleries/category=Alumni`.',
  data: z.object({ data_component: z.array(alumniGroup) }).meta({ id: 'ContentBodyIkatanAlumni' }),
  load: async () => ({ data_component: reshapeAlumniPage(await readAlumniPage()) }),
})
