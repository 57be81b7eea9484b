import * as z from 'zod'
import {
  groupManagement,
  MANAGEMENT_GROUP_TITLES,
  PARTNER_KIND_TEXT,
  toPartners,
} from '@/features/about/map'
import type { Management, Page, Partner, Service } from '@/payload-types'
import { isoDate, url } from './envelope'
import { reshapeImages } from './media'
import { richTextHtml } from './rich-text'
import { html, images, pageUrl } from './fields'
import { valuesOf } from '@/lib/vocabulary'

/**
 * "Tentang UTB" pages (/management/all, /page-history, /page-identity, /page-visi-misi,
 * /page-campus, /page-campus-accreditation, /page-organization-structure, /page-service,
 * /page-cooperation): documents → wire items. The original API names the organisation structure and
 * service fields (`data_<thing>_title` + `data_<thing>_setting.{…}`); every other item here follows
 * that style. Images are lists of entries (like banner_image and news_image), empty when there is
 * none. Ordering, grouping, links and texts come from the features' own pure helpers.
 */

// ---------------------------------------------------------------------------- CMS pages

/** The narrative pages (history, identity, vision and mission, campus, institutional accreditation). */
export const pageItem = z
  .object({
    data_page_title: z.string(),
    data_page_setting: z.object({
      page_path: z
        .string()
        .meta({ description: 'Jalur halaman di situs.', example: '/tentang-utb/sejarah' }),
      page_url: url.meta({ description: 'URL absolut halaman di situs.' }),
      page_summary: z.string().meta({ description: 'Ringkasan (juga deskripsi SEO), teks biasa.' }),
      page_content: html('Isi halaman'),
      page_image: images('Gambar pendukung'),
      page_map_embed_url: z
        .string()
        .nullable()
        .meta({ description: 'URL embed peta (halaman lokasi), atau null.' }),
      page_updated_at: isoDate,
    }),
  })
  .meta({ id: 'PageItem' })

export type PageItemWire = z.input<typeof pageItem>

/** A page, or nothing (not written or not published yet): `data_component` holds 0 or 1 entry. */
export const reshapePage = (page: Page | null): PageItemWire[] =>
  page
    ? [
        {
          data_page_title: page.title,
          data_page_setting: {
            page_path: page.path,
            page_url: pageUrl(page.path),
            page_summary: page.summary,
            page_content: richTextHtml(page.content),
            page_image: reshapeImages([page.image]),
            page_map_embed_url: page.mapEmbedUrl?.trim() || null,
            page_updated_at: page.updatedAt,
          },
        },
      ]
    : []

/** The organisation structure: the chart of the page /tentang-utb/struktur-organisasi. */
export const organisationStructureItem = z
  .object({
    data_organizational_structure_title: z.string(),
    data_organizational_structure_setting: z.object({
      organizational_structure_image: images('Bagan struktur organisasi'),
      organizational_structure_summary: z.string().meta({ description: 'Ringkasan, teks biasa.' }),
      organizational_structure_description: html('Penjelasan'),
    }),
  })
  .meta({ id: 'OrganisationStructureItem' })

export const reshapeOrganisationStructure = (
  page: Page | null,
): z.input<typeof organisationStructureItem>[] =>
  page
    ? [
        {
          data_organizational_structure_title: page.title,
          data_organizational_structure_setting: {
            organizational_structure_image: reshapeImages([page.image]),
            organizational_structure_summary: page.summary,
            organizational_structure_description: richTextHtml(page.content),
          },
        },
      ]
    : []

// ---------------------------------------------------------------------------- management, services, partners

const MANAGEMENT_GROUPS = MANAGEMENT_GROUP_TITLES.map((g) => g.group) as [
  Management['group'],
  ...Management['group'][],
]

export const managementItem = z
  .object({
    data_management_name: z.string(),
    data_management_setting: z.object({
      management_position: z.string().meta({ description: 'Jabatan.' }),
      management_group: z.enum(MANAGEMENT_GROUPS).meta({ description: 'Kode kelompok.' }),
      management_group_title: z
        .string()
        .meta({ description: 'Nama kelompok.', example: 'Pimpinan Universitas' }),
      management_image: images('Foto'),
    }),
  })
  .meta({ id: 'ManagementItem' })

/** People in the order of the page: group by group (fixed order), then by `order`. */
export function reshapeManagement(docs: Management[]): z.input<typeof managementItem>[] {
  const byId = new Map(docs.map((d) => [d.id, d]))
  return groupManagement(docs).flatMap((g) =>
    g.people.map((p) => ({
      data_management_name: p.name,
      data_management_setting: {
        management_position: p.position,
        management_group: g.group,
        management_group_title: g.title,
        management_image: reshapeImages([byId.get(p.id)?.photo]),
      },
    })),
  )
}

/** A service: data_service_title, data_service_setting (service_image, service_description). */
export const serviceItem = z
  .object({
    data_service_title: z.string(),
    data_service_setting: z.object({
      service_image: images('Foto fasilitas'),
      service_description: z.string().meta({ description: 'Keterangan, teks biasa.' }),
    }),
  })
  .meta({ id: 'ServiceItem' })

export const reshapeServices = (docs: Service[]): z.input<typeof serviceItem>[] =>
  docs.map((d) => ({
    data_service_title: d.title,
    data_service_setting: {
      service_image: reshapeImages([d.image]),
      service_description: d.description,
    },
  }))

const PARTNER_KINDS = valuesOf(PARTNER_KIND_TEXT)

export const cooperationItem = z
  .object({
    data_cooperation_title: z.string().meta({ description: 'Nama mitra.' }),
    data_cooperation_setting: z.object({
      cooperation_image: images('Logo mitra'),
      cooperation_kind: z.enum(PARTNER_KINDS).meta({ description: 'Kode jenis mitra.' }),
      cooperation_kind_title: z.string().meta({ example: 'Industri' }),
      cooperation_scope: z
        .string()
        .meta({ description: 'Lingkup kerja sama (kosong bila tidak diisi).' }),
      cooperation_url: z
        .string()
        .nullable()
        .meta({ description: 'Situs mitra (https://…), atau null.' }),
    }),
  })
  .meta({ id: 'CooperationItem' })

/** Partners the page shows (those with a readable logo), in the staff's order. */
export function reshapePartners(docs: Partner[]): z.input<typeof cooperationItem>[] {
  const byId = new Map(docs.map((d) => [d.id, d]))
  return toPartners(docs).map((p) => ({
    data_cooperation_title: p.name,
    data_cooperation_setting: {
      cooperation_image: reshapeImages([byId.get(p.id)?.logo]),
      cooperation_kind: byId.get(p.id)!.kind,
      cooperation_kind_title: p.kind,
      cooperation_scope: p.scope,
      cooperation_url: p.url,
    },
  }))
}
