import * as z from 'zod'
import { toProgrammeView } from '@/features/programmes/map'
import type { Programme } from '@/payload-types'
import { url } from './envelope'
import { reshapeImages } from './media'
import { richTextHtml } from './rich-text'
import { html, images, pageUrl } from './fields'

/**
 * /page-majors and /page-accreditation: published programmes → wire items (names in the style of
 * the original API).
 */

// ---------------------------------------------------------------------------- programmes

const PROGRAMMES_PATH = '/akademik/program-studi'

export const majorsItem = z
  .object({
    data_majors_title: z
      .string()
      .meta({ description: 'Nama program studi.', example: 'Teknik Informatika' }),
    data_majors_setting: z.object({
      majors_link_seo: z
        .string()
        .meta({ description: 'Slug halaman program studi.', example: 'teknik-informatika' }),
      majors_url: url.meta({ description: 'URL absolut halaman program studi.' }),
      majors_degree: z.string().meta({ description: 'Jenjang (kode).', example: 'S1' }),
      majors_degree_title: z.string().meta({ example: 'Sarjana (S1)' }),
      majors_faculty: z.string().meta({ description: 'Nama fakultas.' }),
      majors_category: z.string().meta({ description: 'Nama kategori program studi.' }),
      majors_accreditation: z
        .string()
        .meta({ description: 'Peringkat akreditasi.', example: 'Unggul' }),
      majors_accreditation_body: z
        .string()
        .meta({ description: 'Lembaga akreditasi.', example: 'LAM INFOKOM' }),
      majors_summary: z.string().meta({ description: 'Ringkasan, teks biasa.' }),
      majors_description: html('Uraian program studi'),
      majors_image: images('Foto program studi'),
      majors_career_prospects: z.array(z.string()).meta({ description: 'Prospek karier.' }),
      majors_curriculum: z
        .array(z.object({ curriculum_title: z.string(), curriculum_description: z.string() }))
        .meta({ description: 'Sorotan kurikulum.' }),
    }),
  })
  .meta({ id: 'MajorsItem' })

export const reshapeProgrammes = (docs: Programme[]): z.input<typeof majorsItem>[] =>
  docs.map((d) => {
    const v = toProgrammeView(d)
    return {
      data_majors_title: v.name,
      data_majors_setting: {
        majors_link_seo: v.slug,
        majors_url: pageUrl(`${PROGRAMMES_PATH}/${v.slug}`),
        majors_degree: d.degree,
        majors_degree_title: v.degree,
        majors_faculty: v.faculty,
        majors_category: v.category,
        majors_accreditation: v.accreditation,
        majors_accreditation_body: v.accreditationBody,
        majors_summary: v.summary,
        majors_description: richTextHtml(d.description),
        majors_image: reshapeImages([d.image]),
        majors_career_prospects: v.careerProspects,
        majors_curriculum: v.curriculum.map((c) => ({
          curriculum_title: c.title,
          curriculum_description: c.description,
        })),
      },
    }
  })

export const accreditationItem = z
  .object({
    data_accreditation_title: z
      .string()
      .meta({ description: 'Jenjang dan nama program studi.', example: 'S1 Teknik Informatika' }),
    data_accreditation_setting: z.object({
      accreditation_rank: z
        .string()
        .meta({ description: 'Peringkat akreditasi.', example: 'Unggul' }),
      accreditation_body: z
        .string()
        .meta({ description: 'Lembaga akreditasi.', example: 'LAM INFOKOM' }),
      accreditation_majors: z.string().meta({ description: 'Nama program studi.' }),
      accreditation_degree: z.string().meta({ description: 'Jenjang (kode).', example: 'S1' }),
      accreditation_majors_url: url.meta({ description: 'URL absolut halaman program studi.' }),
    }),
  })
  .meta({ id: 'AccreditationItem' })

export const reshapeAccreditations = (docs: Programme[]): z.input<typeof accreditationItem>[] =>
  docs.map((d) => {
    const v = toProgrammeView(d)
    return {
      data_accreditation_title: `${d.degree} ${v.name}`,
      data_accreditation_setting: {
        accreditation_rank: v.accreditation,
        accreditation_body: v.accreditationBody,
        accreditation_majors: v.name,
        accreditation_degree: d.degree,
        accreditation_majors_url: pageUrl(`${PROGRAMMES_PATH}/${v.slug}`),
      },
    }
  })
