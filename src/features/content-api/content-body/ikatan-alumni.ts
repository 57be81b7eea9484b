import * as z from 'zod'
import { defineContentBodyPage } from './page'

// PLACEHOLDER: replaced by the helper who owns this page.
export const ikatanAlumni = defineContentBodyPage({
  name: 'Ikatan Alumni',
  summary: 'Ikatan Alumni',
  data: z.object({ data_component: z.array(z.unknown()) }).meta({ id: 'ContentBodyIkatanAlumni' }),
  load: async () => ({ data_component: [] }),
})
