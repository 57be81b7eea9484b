import { readHome } from '@/features/home/load'
import { mainPageData, reshapeMainPage } from '../wire/main-page'
import { defineContentBodyPage } from './page'

export const mainPage = defineContentBodyPage({
  name: 'Main Page',
  summary:
    'beranda (§3 "Dashboard content") sebagai larik 13 posisi: 0 karusel logo, ' +
    '1 sambutan utama, 2 menu pintasan, 3 prestasi, 4 tur kampus, 5 pengantar ' +
    'program studi, 6 program studi, 7 ajakan mendaftar, 8 beasiswa, 9 berita ' +
    'utama, 10 tidak dipakai (null), 11 alur pendaftaran, 12 ajakan penutup. ' +
    'Bagian yang disembunyikan staf atau tanpa isi bernilai null.',
  data: mainPageData,
  load: async () => reshapeMainPage(await readHome()),
})
