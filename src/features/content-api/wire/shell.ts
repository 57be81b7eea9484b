import * as z from 'zod'
import { shareLinks } from '@/features/news/format'
import { toFooter, toSupportContacts, toTopBar } from '@/features/shell/map'
import { menuHref, type RawLeaf, type RawSub, type RawTop } from '@/features/shell/menu-links'
import type { ImageData, NavLink, SocialLink } from '@/features/shell/types'
import type {
  Banner,
  Footer,
  MainMenu,
  Page,
  SiteSetting,
  SupportContact,
  TopBar,
} from '@/payload-types'
import { url, yesNo } from './envelope'
import { absoluteUrl, reshapeImages, wireImage, type WireImage } from './media'
import { richTextHtml } from './rich-text'

/**
 * The content API's site-wide calls (navbar, top navbar, footer, support contacts, banners, share
 * buttons, campus location): CMS documents → the original API's field names. Links are built by the
 * same helpers as the pages (menu-links, shell/map) and made absolute.
 */

const yn = (flag: boolean | null | undefined) => (flag ? 'yes' : 'no') as 'yes' | 'no'

/** A page's image (site-relative, as the shell maps it) → an absolute image entry. */
export const imageEntry = (image: ImageData | undefined): WireImage | null =>
  image
    ? { image: absoluteUrl(image.url), alt: image.alt, width: image.width, height: image.height }
    : null

// ——— /navbar ————————————————————————————————————————————————————————————————————————

const menuLink = url.meta({
  description:
    'Alamat lengkap tujuan menu (URL absolut), dibentuk seperti di situs: /induk/sub/sub-sub.',
})
const comingSoon = yesNo.meta({
  description: '"yes" bila menu belum tersedia (situs menampilkan "Segera hadir").',
})

export const navbarSubSubItem = z
  .object({
    nama_menu: z.string(),
    data_setting: z.object({
      menu_setting_parent_url: z.string().meta({ description: 'Segmen alamat sub-menu induknya.' }),
      menu_setting_url: z.string().meta({
        description:
          'Segmen alamat menu ini (tanpa garis miring), atau alamat apa adanya di menu Fakultas.',
      }),
      menu_setting_link: menuLink,
      menu_setting_coming_soon: comingSoon,
    }),
  })
  .meta({ id: 'NavbarSubSubItem' })

export const navbarSubItem = z
  .object({
    nama_menu: z.string(),
    dropdown_sub_sub_menu: yesNo.meta({ description: '"yes" bila punya sub-sub-menu.' }),
    data_setting: z.object({
      menu_setting_parent_url: z.string().meta({ description: 'Segmen alamat menu induk.' }),
      menu_setting_url: z.string().meta({ description: 'Segmen alamat sub-menu ini.' }),
      menu_setting_link: menuLink,
      menu_setting_coming_soon: comingSoon,
      sub_sub_menu: z.array(navbarSubSubItem),
    }),
  })
  .meta({ id: 'NavbarSubItem' })

export const navbarItem = z
  .object({
    nama_menu: z.string(),
    dropdown_sub_menu: yesNo.meta({
      description:
        '"yes" bila punya sub-menu. Menu "Alumni" mengisi header alumni; menu "Fakultas" memakai tautan apa adanya.',
    }),
    data_setting: z.object({
      menu_setting_parent_url: z.string().meta({
        description: 'Segmen alamat menu induk (sama dengan menu_setting_url di tingkat ini).',
      }),
      menu_setting_url: z.string(),
      menu_setting_link: menuLink,
      menu_setting_coming_soon: comingSoon,
      sub_menu: z.array(navbarSubItem),
    }),
  })
  .meta({ id: 'NavbarItem' })

const segment = (value: string | null | undefined) => (value ?? '').trim()

/** The main-menu global → navbar items (every level, Alumni's sub-menu included). */
export function reshapeNavbar(doc: Pick<MainMenu, 'items'>): z.input<typeof navbarItem>[] {
  const setting = (parent: RawLeaf | undefined, self: RawLeaf, href: string) => ({
    menu_setting_parent_url: segment((parent ?? self).url),
    menu_setting_url: segment(self.url),
    menu_setting_link: absoluteUrl(href),
    menu_setting_coming_soon: yn(self.comingSoon),
  })
  return ((doc.items ?? []) as RawTop[]).map((top) => {
    const subs: RawSub[] = top.hasDropdown ? (top.subItems ?? []) : []
    return {
      nama_menu: top.name,
      dropdown_sub_menu: yn(top.hasDropdown),
      data_setting: {
        ...setting(undefined, top, menuHref(top)),
        sub_menu: subs.map((sub) => ({
          nama_menu: sub.name,
          dropdown_sub_sub_menu: yn(sub.hasDropdown),
          data_setting: {
            ...setting(top, sub, menuHref(top, sub)),
            sub_sub_menu: (sub.hasDropdown ? (sub.subSubItems ?? []) : []).map((leaf) => ({
              nama_menu: leaf.name,
              data_setting: setting(sub, leaf, menuHref(top, sub, leaf)),
            })),
          },
        })),
      },
    }
  })
}

// ——— /top-navbar ————————————————————————————————————————————————————————————————————

export const headerItem = z
  .object({
    data_header_name: z.string(),
    data_header_setting: z.object({
      header_url: url.meta({
        description:
          'URL absolut: /{headerUrl} di situs untuk kampus dan alumni, URL luar untuk media sosial dan grup tautan.',
      }),
      header_icon: z
        .string()
        .nullable()
        .meta({
          description:
            'Nama ikon media sosial (facebook, instagram, youtube, ' +
            'tiktok, x, linkedin, whatsapp, globe); null di grup lain.',
        }),
      header_external: yesNo.meta({ description: '"yes" bila dibuka di tab baru.' }),
    }),
  })
  .meta({ id: 'HeaderItem' })

export const HEADER_GROUPS = ['media_sosial', 'alumni', 'kampus', 'tautan'] as const

export const headerGroup = z
  .object({
    header_group_name: z.enum(HEADER_GROUPS).meta({
      description:
        'Jenis grup: posisi 0 media_sosial, 1 alumni, 2 kampus, 3 dst. tautan (satu per grup tautan luar).',
    }),
    header_group_title: z.string(),
    header_group_setting: z.array(headerItem),
  })
  .meta({ id: 'HeaderGroup' })

export const topNavbarData = z.object({
  data_component: z.array(headerGroup),
  /** The DAFTAR SEKARANG button (registration form; an external URL opens in a new tab). */
  register_now: headerItem,
})

const headerEntry = (
  link: NavLink & { icon?: SocialLink['icon'] },
): z.input<typeof headerItem> => ({
  data_header_name: link.label,
  data_header_setting: {
    header_url: absoluteUrl(link.href),
    header_icon: link.icon ?? null,
    header_external: yn(link.external),
  },
})

/**
 * The top-bar global and site settings → wire groups (0 social, 1 alumni, 2 campus, 3… link
 * groups).
 */
export function reshapeTopNavbar(doc: TopBar, site: SiteSetting): z.input<typeof topNavbarData> {
  const bar = toTopBar(doc, site)
  const group = (
    name: (typeof HEADER_GROUPS)[number],
    title: string,
    links: (NavLink & { icon?: SocialLink['icon'] })[],
  ) => ({
    header_group_name: name,
    header_group_title: title,
    header_group_setting: links.map(headerEntry),
  })
  return {
    data_component: [
      group('media_sosial', 'Media Sosial', bar.social),
      group('alumni', bar.alumni.title, bar.alumni.links),
      group('kampus', bar.campus.title, bar.campus.links),
      ...bar.linkGroups.map((g) => group('tautan', g.title, g.links)),
    ],
    register_now: headerEntry(bar.registerNow),
  }
}

// ——— /footer ————————————————————————————————————————————————————————————————————————

export const footerItem = z
  .object({
    data_footer_name: z.string(),
    data_footer_setting: z.object({
      footer_icon: z.string().nullable().meta({
        description:
          'Nama ikon (map-pin, phone, mail, clock, whatsapp, atau ikon media sosial); null untuk tautan biasa.',
      }),
      footer_url: url
        .nullable()
        .meta({ description: 'URL absolut tujuan; null bila butir kontak tanpa tautan.' }),
      footer_name: z
        .string()
        .meta({ description: 'Teks yang ditampilkan (sama dengan data_footer_name).' }),
      footer_image: wireImage
        .nullable()
        .meta({ description: 'Gambar pengganti ikon (media sosial); null bila tidak ada.' }),
    }),
  })
  .meta({ id: 'FooterItem' })

export const FOOTER_GROUPS = ['kontak', 'informasi', 'tautan_cepat', 'media_sosial'] as const

export const footerGroup = z
  .object({
    footer_group_name: z.enum(FOOTER_GROUPS).meta({
      description:
        'Jenis grup: kontak (posisi 0), informasi (satu per grup), tautan_cepat, media_sosial (terakhir).',
    }),
    footer_group_title: z.string(),
    footer_group_setting: z.array(footerItem),
  })
  .meta({ id: 'FooterGroup' })

export const footerData = z.object({
  data_component: z.array(footerGroup),
  footer_copyright: z.string().meta({ description: 'Baris hak cipta.' }),
  footer_address: z.string().meta({ description: 'Alamat pos kampus.' }),
  footer_phone: z.string().meta({ description: 'Nomor telepon kampus.' }),
})

type FooterEntry = {
  label?: string
  text?: string
  href?: string
  icon?: string
  image?: ImageData
}

const footerEntry = (e: FooterEntry): z.input<typeof footerItem> => {
  const name = e.label ?? e.text ?? ''
  return {
    data_footer_name: name,
    data_footer_setting: {
      footer_icon: e.icon ?? null,
      footer_url: e.href ? absoluteUrl(e.href) : null,
      footer_name: name,
      footer_image: imageEntry(e.image),
    },
  }
}

/**
 * The footer global and site settings → wire groups: Kontak, Informasi…, Tautan Cepat, Media
 * Sosial.
 */
export function reshapeFooter(doc: Footer, site: SiteSetting): z.input<typeof footerData> {
  const f = toFooter(doc, site)
  const group = (name: (typeof FOOTER_GROUPS)[number], title: string, items: FooterEntry[]) => ({
    footer_group_name: name,
    footer_group_title: title,
    footer_group_setting: items.map(footerEntry),
  })
  return {
    data_component: [
      group('kontak', f.contact.title, f.contact.items),
      ...f.informationGroups.map((g) => group('informasi', g.title, g.links)),
      group('tautan_cepat', f.quickLinks.title, f.quickLinks.links),
      group('media_sosial', f.socialMedia.title, f.socialMedia.items),
    ],
    footer_copyright: f.copyright ?? '',
    footer_address: f.address ?? '',
    footer_phone: f.phone ?? '',
  }
}

// ——— /contact-admin ——————————————————————————————————————————————————————————————————

export const contactAdminItem = z
  .object({
    contact_admin_title: z.string(),
    contact_admin_no_hp: z.string().meta({ description: 'Nomor WhatsApp seperti ditulis staf.' }),
    contact_admin_url: url.meta({
      description: 'Tautan obrolan WhatsApp (wa.me) dengan sapaan pembuka.',
      example: 'https://wa.me/6281234567890?text=Halo',
    }),
  })
  .meta({ id: 'ContactAdminItem' })

/** Support contacts → wire items; a number WhatsApp cannot take is left out, as in the chat box. */
export const reshapeContactAdmins = (
  docs: SupportContact[],
  site: Pick<SiteSetting, 'chatGreeting'>,
): z.input<typeof contactAdminItem>[] =>
  toSupportContacts(docs, site.chatGreeting).map((c) => ({
    contact_admin_title: c.title,
    contact_admin_no_hp: c.phone,
    contact_admin_url: c.href,
  }))

// ——— /banner ————————————————————————————————————————————————————————————————————————

export const bannerItem = z
  .object({
    banner_id: z.number().int(),
    banner_setting: z.object({
      banner_url: z.string().meta({
        description: 'Segmen terakhir alamat halaman yang memakai banner ini.',
        example: 'sejarah',
      }),
      banner_image: z
        .array(wireImage)
        .meta({ description: 'Gambar banner (satu entri; kosong bila gambarnya tidak terbaca).' }),
    }),
  })
  .meta({ id: 'BannerItem' })

export const reshapeBanners = (docs: Banner[]): z.input<typeof bannerItem>[] =>
  docs.map((d) => ({
    banner_id: d.id,
    banner_setting: { banner_url: d.bannerUrl, banner_image: reshapeImages([d.image]) },
  }))

// ——— /sharing ———————————————————————————————————————————————————————————————————————

export const sharingItem = z
  .object({
    sharing_name: z.string().meta({ example: 'WhatsApp' }),
    sharing_url: z.string().meta({
      description:
        'Pola tautan berbagi: ganti {url} dengan alamat halaman dan {title} dengan judulnya (keduanya di-%-encode).',
      example: 'https://www.facebook.com/sharer/sharer.php?u={url}',
    }),
  })
  .meta({ id: 'SharingItem' })

const URL_MARK = 'KAMPUSSHAREURL'
const TITLE_MARK = 'KAMPUSSHARETITLE'

/** The share buttons of a news article (news/format.ts shareLinks), as link patterns. */
export const reshapeSharing = (): z.input<typeof sharingItem>[] =>
  shareLinks(URL_MARK, TITLE_MARK).map((s) => ({
    sharing_name: s.network,
    sharing_url: s.href.replaceAll(URL_MARK, '{url}').replaceAll(TITLE_MARK, '{title}'),
  }))

// ——— /location-route ——————————————————————————————————————————————————————————————————

export const CAMPUS_LOCATION_PATH = '/campus-location'

export const locationItem = z
  .object({
    location_title: z.string(),
    location_setting: z.object({
      location_description: z
        .string()
        .meta({ description: 'Ringkasan halaman lokasi (teks biasa).' }),
      location_content: z.string().meta({ description: 'Isi halaman (alamat dan rute), HTML.' }),
      location_map_url: url
        .nullable()
        .meta({ description: 'URL embed peta; null bila tidak diisi.' }),
      location_url: url.meta({ description: 'Alamat halaman lokasi kampus di situs.' }),
    }),
  })
  .meta({ id: 'LocationItem' })

/** The published campus-location page → one item; none while it is missing or unpublished. */
export const reshapeLocation = (page: Page | null): z.input<typeof locationItem>[] =>
  page
    ? [
        {
          location_title: page.title,
          location_setting: {
            location_description: page.summary,
            location_content: richTextHtml(page.content),
            location_map_url: page.mapEmbedUrl || null,
            location_url: absoluteUrl(page.path),
          },
        },
      ]
    : []
