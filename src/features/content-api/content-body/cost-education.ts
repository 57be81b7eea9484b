import * as z from 'zod'
import { defineContentBodyPage } from './page'

// PLACEHOLDER: replaced by the helper who owns this page.
export const costEducation = defineContentBodyPage({
  name: 'Cost Education',
  summary: 'Cost Education',
  data: z.object({ data_component: z.array(z.unknown()) }).meta({ id: 'ContentBodyCostEducation' }),
  load: async () => ({ data_component: [] }),
})
