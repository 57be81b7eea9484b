import * as z from 'zod'
import { toHomeData, toHomeLists, type HomeDocs } from '@/features/home/map'
import type { Feature, HomeHeading } from '@/features/home/types'
import type { NavLink } from '@/features/shell/types'
import { url, yesNo } from './envelope'
import { absoluteUrl, wireImage } from './media'
import { newsItem, reshapeNews } from './news'
import { imageEntry } from './shell'

/**
 * The original site's "Dashboard content": the home page as the ordered array of positions 0–12 (10
 * unused), for /content-body/page/page=Main Page&group=null, and its campus-tour video for
 * /page-video-link/headline. Built from the same documents and the same view mapper as the home
 * page (home/map.ts toHomeData), so visibility, fallbacks and limits are the page's.
 */

const yn = (flag: boolean) => (flag ? 'yes' : 'no') as 'yes' | 'no'

export const dashboardButton = z
  .object({
    button_label: z.string(),
    button_url: url.meta({ description: 'URL absolut tujuan tombol.' }),
    button_external: yesNo.meta({ description: '"yes" bila URL luar (dibuka di tab baru).' }),
  })
  .meta({ id: 'DashboardButton' })

type Key =
  | 'carousel_logo'
  | 'headline_logo'
  | 'headline_menu'
  | 'prestation_headline'
  | 'campus_tour'
  | 'majors_description'
  | 'majors'
  | 'registration_headline'
  | 'scholarship_headline'
  | 'news_headline'
  | 'registration_steps'
  | 'second_registration_headline'

/** A position: its key, heading, and what it shows in `dashboard_setting`. */
const position = <K extends Key, S extends z.ZodRawShape>(
  key: K,
  id: string,
  description: string,
  setting: S,
) =>
  z
    .object({
      dashboard_key: z.literal(key),
      dashboard_title: z.string(),
      dashboard_text: z
        .string()
        .meta({ description: 'Teks pengantar bagian, teks biasa (boleh kosong).' }),
      dashboard_setting: z.object(setting),
    })
    .meta({ id, description })

const image = wireImage.nullable().meta({ description: 'Gambar bagian; null bila tidak ada.' })
const button = dashboardButton
  .nullable()
  .meta({ description: 'Tombol; null bila label atau tautannya kosong.' })

export const POSITIONS = {
  carouselLogo: position(
    'carousel_logo',
    'DashboardCarouselLogo',
    'Posisi 0: logo mitra yang bergulir.',
    {
      carousel_logo: z.array(z.object({ partner_name: z.string(), partner_logo: wireImage })),
    },
  ),
  headlineLogo: position(
    'headline_logo',
    'DashboardHeadlineLogo',
    'Posisi 1: logo dan sambutan utama.',
    { dashboard_image: image, dashboard_button: button },
  ),
  headlineMenu: position(
    'headline_menu',
    'DashboardHeadlineMenu',
    'Posisi 2: kartu pintasan ke halaman penting.',
    {
      headline_menu: z.array(
        z.object({
          menu_title: z.string(),
          menu_description: z.string(),
          menu_url: url.meta({ description: 'URL absolut tujuan.' }),
          menu_icon: z.string().meta({
            description:
              'Nama ikon (graduation-cap, book-open, wallet, calendar, briefcase, newspaper, users, map-pin).',
          }),
          menu_external: yesNo,
        }),
      ),
    },
  ),
  prestationHeadline: position(
    'prestation_headline',
    'DashboardPrestationHeadline',
    'Posisi 3: prestasi terbaru (institusi dan mahasiswa).',
    {
      prestation: z.array(newsItem),
    },
  ),
  campusTour: position('campus_tour', 'DashboardCampusTour', 'Posisi 4: video tur kampus.', {
    video_url: url.meta({ description: 'Tautan YouTube seperti diisi staf.' }),
    video_embed_url: url.meta({ description: 'URL embed (youtube-nocookie.com).' }),
  }),
  majorsDescription: position(
    'majors_description',
    'DashboardMajorsDescription',
    'Posisi 5: pengantar program studi.',
    { dashboard_button: button },
  ),
  majors: position('majors', 'DashboardMajors', 'Posisi 6: kartu program studi.', {
    majors: z.array(
      z.object({
        major_name: z.string(),
        major_url: url.meta({ description: 'URL absolut halaman program studi.' }),
        major_faculty: z.string(),
        major_degree: z.string(),
        major_accreditation: z.string(),
        major_description: z.string().meta({ description: 'Ringkasan program studi.' }),
        major_image: wireImage.nullable(),
      }),
    ),
  }),
  registrationHeadline: position(
    'registration_headline',
    'DashboardRegistrationHeadline',
    'Posisi 7: ajakan mendaftar.',
    { dashboard_image: image, dashboard_button: button },
  ),
  scholarshipHeadline: position(
    'scholarship_headline',
    'DashboardScholarshipHeadline',
    'Posisi 8: sorotan beasiswa.',
    { dashboard_image: image, dashboard_button: button },
  ),
  newsHeadline: position(
    'news_headline',
    'DashboardNewsHeadline',
    'Posisi 9: berita utama terbaru.',
    { news: z.array(newsItem) },
  ),
  registrationSteps: position(
    'registration_steps',
    'DashboardRegistrationSteps',
    'Posisi 11: alur pendaftaran.',
    {
      steps: z.array(z.object({ step_title: z.string(), step_description: z.string() })),
    },
  ),
  secondRegistrationHeadline: position(
    'second_registration_headline',
    'DashboardSecondRegistrationHeadline',
    'Posisi 12: ajakan mendaftar penutup.',
    {
      dashboard_button: button,
    },
  ),
}

const P = POSITIONS
export const mainPageData = z
  .object({
    data_component: z
      .tuple([
        P.carouselLogo.nullable(),
        P.headlineLogo.nullable(),
        P.headlineMenu.nullable(),
        P.prestationHeadline.nullable(),
        P.campusTour.nullable(),
        P.majorsDescription.nullable(),
        P.majors.nullable(),
        P.registrationHeadline.nullable(),
        P.scholarshipHeadline.nullable(),
        P.newsHeadline.nullable(),
        z.null().meta({ description: 'Posisi 10 tidak dipakai.' }),
        P.registrationSteps.nullable(),
        P.secondRegistrationHeadline.nullable(),
      ])
      .meta({
        description:
          'Tepat 13 posisi (0–12). Bagian yang disembunyikan staf ' +
          'atau daftarnya kosong bernilai null; posisi 10 selalu null.',
      }),
    data_component_length: z
      .number()
      .int()
      .meta({ description: 'Jumlah posisi (selalu 13).', example: 13 }),
  })
  .meta({ id: 'ContentBodyMainPage' })

type MainPageWire = z.input<typeof mainPageData>
type ButtonWire = z.input<typeof dashboardButton>

const buttonOf = (cta: NavLink | undefined): ButtonWire | null =>
  cta
    ? {
        button_label: cta.label,
        button_url: absoluteUrl(cta.href),
        button_external: yn(cta.external),
      }
    : null

const heading = <K extends Key>(key: K, h: HomeHeading) => ({
  dashboard_key: key,
  dashboard_title: h.title,
  dashboard_text: h.text,
})

const feature = <K extends Key>(key: K, f: Feature | null) =>
  f
    ? {
        ...heading(key, f),
        dashboard_setting: {
          dashboard_image: imageEntry(f.image),
          dashboard_button: buttonOf(f.cta),
        },
      }
    : null

/** The home documents → the 13 positions of the original site's "Dashboard content". */
export function reshapeMainPage(docs: HomeDocs): MainPageWire {
  const home = toHomeData(docs.page, toHomeLists(docs))
  const byId = new Map([...docs.achievements, ...docs.news].map((d) => [d.id, d]))
  const news = (ids: { id: number }[]) =>
    ids.flatMap((c) => (byId.has(c.id) ? [reshapeNews(byId.get(c.id)!)] : []))
  const data_component: MainPageWire['data_component'] = [
    home.partners && {
      ...heading('carousel_logo', home.partners),
      dashboard_setting: {
        carousel_logo: home.partners.items.map((p) => ({
          partner_name: p.name,
          partner_logo: imageEntry(p.logo)!,
        })),
      },
    },
    feature('headline_logo', home.hero),
    home.shortcuts && {
      ...heading('headline_menu', home.shortcuts),
      dashboard_setting: {
        headline_menu: home.shortcuts.items.map((s) => ({
          menu_title: s.title,
          menu_description: s.description,
          menu_url: absoluteUrl(s.href),
          menu_icon: s.icon,
          menu_external: yn(s.external),
        })),
      },
    },
    home.achievements && {
      ...heading('prestation_headline', home.achievements),
      dashboard_setting: { prestation: news(home.achievements.items) },
    },
    home.campusTour && {
      ...heading('campus_tour', home.campusTour),
      dashboard_setting: {
        video_url: docs.page.campusTour?.videoUrl ?? '',
        video_embed_url: home.campusTour.embedUrl,
      },
    },
    home.majorsIntro && {
      ...heading('majors_description', home.majorsIntro),
      dashboard_setting: { dashboard_button: buttonOf(home.majorsIntro.cta) },
    },
    home.majors && {
      ...heading('majors', home.majors),
      dashboard_setting: {
        majors: home.majors.items.map((m) => ({
          major_name: m.name,
          major_url: absoluteUrl(m.href),
          major_faculty: m.faculty,
          major_degree: m.degree,
          major_accreditation: m.accreditation,
          major_description: m.summary,
          major_image: imageEntry(m.image),
        })),
      },
    },
    feature('registration_headline', home.registration),
    feature('scholarship_headline', home.scholarship),
    home.news && {
      ...heading('news_headline', home.news),
      dashboard_setting: { news: news(home.news.items) },
    },
    null,
    home.steps && {
      ...heading('registration_steps', home.steps),
      dashboard_setting: {
        steps: home.steps.items.map((s) => ({
          step_title: s.title,
          step_description: s.description,
        })),
      },
    },
    home.closing && {
      ...heading('second_registration_headline', home.closing),
      dashboard_setting: { dashboard_button: buttonOf(home.closing.cta) },
    },
  ]
  return { data_component, data_component_length: data_component.length }
}

// ——— /page-video-link/headline ————————————————————————————————————————————————————————

export const videoLinkItem = z
  .object({
    video_title: z.string(),
    video_setting: z.object({
      video_description: z.string().meta({ description: 'Teks pengantar video, teks biasa.' }),
      video_url: url.meta({ description: 'Tautan YouTube seperti diisi staf.' }),
      video_embed_url: url.meta({
        description:
          'URL embed (youtube-nocookie.com), diputar hanya dengan izin cookie fungsional di situs.',
      }),
    }),
  })
  .meta({ id: 'VideoLinkItem' })

/** The home page's campus-tour video (position 4) → one item; none while hidden or without a YouTube link. */
export function reshapeVideoHeadline(
  docs: Pick<HomeDocs, 'page'>,
): z.input<typeof videoLinkItem>[] {
  const tour = toHomeData(docs.page, {
    partners: [],
    programmes: [],
    achievements: [],
    news: [],
  }).campusTour
  if (!tour) return []
  return [
    {
      video_title: tour.title,
      video_setting: {
        video_description: tour.text,
        video_url: docs.page.campusTour?.videoUrl ?? '',
        video_embed_url: tour.embedUrl,
      },
    },
  ]
}
