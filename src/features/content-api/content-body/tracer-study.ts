import * as z from 'zod'
import { getPageByPath } from '@/features/pages/queries'
import { reshapeTracerStudy, tracerStudyGroup } from '../wire/career'
import { defineContentBodyPage } from './page'

export const TRACER_STUDY_PATH = '/pusat-karir/tracer-study'

export const tracerStudy = defineContentBodyPage({
  name: 'Tracer Study',
  summary:
    'Halaman Tracer Study (CMS, /pusat-karir/tracer-study): ' +
    '`data_component[0]["Tracer Study"]` dengan judul, ringkasan dan ' +
    'isi HTML; `data_component` kosong selama halamannya belum terbit.',
  data: z
    .object({ data_component: z.array(tracerStudyGroup) })
    .meta({ id: 'ContentBodyTracerStudy' }),
  load: async () => ({
    data_component: reshapeTracerStudy(await getPageByPath(TRACER_STUDY_PATH)),
  }),
})
