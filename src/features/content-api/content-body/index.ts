import * as z from 'zod'
import { defineCall } from '../call'
import { API_MESSAGES } from '../messages'
import { choiceParam } from '../params'
import { costEducation } from './cost-education'
import { ikatanAlumni } from './ikatan-alumni'
import { mainPage } from './main-page'
import { research } from './research'
import { tracerStudy } from './tracer-study'

/** The pages the content API reads through `/content-body/page/page={page name}&group=null`. */
export const CONTENT_BODY_PAGES = [
  mainPage,
  costEducation,
  tracerStudy,
  ikatanAlumni,
  research,
] as const

const NAMES = CONTENT_BODY_PAGES.map((p) => p.name) as [string, ...string[]]

export const contentBody = defineCall({
  operationId: 'contentBody',
  path: '/content-body/page/page={page}&group={group}',
  tag: 'Situs',
  summary:
    'Isi satu halaman utuh: beranda (Main Page), biaya pendidikan, ' +
    'tracer study, ikatan alumni, penelitian dan pengabdian.',
  description: CONTENT_BODY_PAGES.map((p) => `- **${p.name}**: ${p.summary}`).join('\n'),
  what: 'halaman',
  params: z.object({
    page: choiceParam(
      'page',
      NAMES,
      'Nama halaman, persis seperti di §7 (huruf besar/kecil bebas).',
    ),
    group: z
      .string()
      .max(100, { error: API_MESSAGES.tooLong('group', 100) })
      .default('null')
      .meta({ description: 'Tidak dipakai; klien asli mengirim `null`.', example: 'null' }),
  }),
  data: z.union(
    CONTENT_BODY_PAGES.map((p) => p.data) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]],
  ),
  load: async ({ page }) => CONTENT_BODY_PAGES.find((p) => p.name === page)!.load(),
})
