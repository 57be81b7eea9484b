import * as z from 'zod'
import { defineContentBodyPage } from './page'

// PLACEHOLDER: replaced by the helper who owns this page.
export const tracerStudy = defineContentBodyPage({
  name: 'Tracer Study',
  summary: 'Tracer Study',
  data: z.object({ data_component: z.array(z.unknown()) }).meta({ id: 'ContentBodyTracerStudy' }),
  load: async () => ({ data_component: [] }),
})
