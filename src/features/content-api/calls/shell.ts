import { readFaqs } from '@/features/faq/load'
import { readHome } from '@/features/home/load'
import { getPageByPath } from '@/features/pages/queries'
import {
  readBanners,
  readFooter,
  readMainMenu,
  readSiteSettings,
  readSupportContacts,
  readTopBar,
} from '@/features/shell/load'
import { defineCall, type ContentCall } from '../call'
import { contentBody } from '../content-body'
import { listData } from '../wire/envelope'
import { faqItem, reshapeFaqs } from '../wire/faq'
import { reshapeVideoHeadline, videoLinkItem } from '../wire/main-page'
import {
  bannerItem,
  CAMPUS_LOCATION_PATH,
  contactAdminItem,
  footerData,
  locationItem,
  navbarItem,
  reshapeBanners,
  reshapeContactAdmins,
  reshapeFooter,
  reshapeLocation,
  reshapeNavbar,
  reshapeSharing,
  reshapeTopNavbar,
  sharingItem,
  topNavbarData,
} from '../wire/shell'

const TAG = 'Situs'

export const faq = defineCall({
  operationId: 'faq',
  path: '/faq',
  tag: TAG,
  summary: 'Pertanyaan yang sering diajukan, per topik.',
  what: 'FAQ',
  data: listData(faqItem),
  load: async () => ({ data_component: reshapeFaqs(await readFaqs()) }),
})

export const banner = defineCall({
  operationId: 'banner',
  path: '/banner',
  tag: TAG,
  summary:
    'Banner breadcrumb: tampil di halaman yang segmen terakhir alamatnya sama dengan banner_url.',
  description: 'Semua banner, urut menurut banner_url.',
  what: 'banner',
  data: listData(bannerItem),
  load: async () => ({ data_component: reshapeBanners(await readBanners()) }),
})

export const navbar = defineCall({
  operationId: 'navbar',
  path: '/navbar',
  tag: TAG,
  summary: 'Menu utama bertingkat: induk, sub-menu, sub-sub-menu.',
  description:
    'Tautan dibentuk seperti di situs: /{induk}, /{induk}/{sub}, ' +
    '/{induk}/{sub}/{sub-sub}; menu "Fakultas" memakai tautan apa adanya. ' +
    'Sub-menu menu "Alumni" ikut dikirim (situs memakainya untuk header alumni).',
  what: 'menu',
  data: listData(navbarItem),
  load: async () => ({ data_component: reshapeNavbar(await readMainMenu()) }),
})

export const topNavbar = defineCall({
  operationId: 'topNavbar',
  path: '/top-navbar',
  tag: TAG,
  summary:
    'Bilah atas: media sosial, tautan alumni, tautan kampus, grup tautan luar, dan tombol DAFTAR SEKARANG.',
  description: 'Posisi 0 media sosial, 1 alumni, 2 kampus, 3 dst. satu entri per grup tautan luar.',
  what: 'bilah atas',
  data: topNavbarData,
  load: async () => {
    const [doc, site] = await Promise.all([readTopBar(), readSiteSettings()])
    return reshapeTopNavbar(doc, site)
  },
})

export const footer = defineCall({
  operationId: 'footer',
  path: '/footer',
  tag: TAG,
  summary:
    'Kaki halaman: kontak, grup informasi, tautan cepat, media sosial, hak cipta, alamat, telepon.',
  description: 'Urutan grup: kontak, informasi (satu entri per grup), tautan_cepat, media_sosial.',
  what: 'footer',
  data: footerData,
  load: async () => {
    const [doc, site] = await Promise.all([readFooter(), readSiteSettings()])
    return reshapeFooter(doc, site)
  },
})

export const contactAdmin = defineCall({
  operationId: 'contactAdmin',
  path: '/contact-admin',
  tag: TAG,
  summary: 'Kontak bantuan di kotak obrolan, dengan tautan obrolan WhatsApp.',
  description:
    'Urut menurut urutan yang diatur staf; nomor yang tidak dapat ' +
    'dipakai WhatsApp tidak dikirim (seperti di kotak obrolan).',
  what: 'kontak admin',
  data: listData(contactAdminItem),
  load: async () => {
    const [docs, site] = await Promise.all([readSupportContacts(), readSiteSettings()])
    return { data_component: reshapeContactAdmins(docs, site) }
  },
})

export const sharing = defineCall({
  operationId: 'sharing',
  path: '/sharing',
  tag: TAG,
  summary: 'Tombol berbagi berita (WhatsApp, Facebook, X, LinkedIn, Telegram) sebagai pola tautan.',
  what: 'tombol berbagi',
  data: listData(sharingItem),
  load: async () => ({ data_component: reshapeSharing() }),
})

export const locationRoute = defineCall({
  operationId: 'locationRoute',
  path: '/location-route',
  tag: TAG,
  summary: 'Lokasi kampus dan rute menuju ke sana (halaman /campus-location).',
  description:
    'Satu entri dari halaman yang terbit; `data_component` kosong selama halaman itu belum ada atau belum terbit.',
  what: 'lokasi kampus',
  data: listData(locationItem),
  load: async () => ({
    data_component: reshapeLocation(await getPageByPath(CAMPUS_LOCATION_PATH)),
  }),
})

export const videoHeadline = defineCall({
  operationId: 'pageVideoLinkHeadline',
  path: '/page-video-link/headline',
  tag: TAG,
  summary: 'Video tur kampus di beranda (posisi 4 beranda).',
  description:
    'Satu entri; `data_component` kosong bila staf menyembunyikan bagian itu atau tautan YouTube-nya kosong.',
  what: 'video',
  data: listData(videoLinkItem),
  load: async () => ({ data_component: reshapeVideoHeadline(await readHome()) }),
})

export const shellCalls: ContentCall[] = [
  banner,
  navbar,
  topNavbar,
  footer,
  contactAdmin,
  faq,
  sharing,
  locationRoute,
  videoHeadline,
  contentBody,
]
