import * as z from 'zod'
import { defineContentBodyPage } from './page'

// PLACEHOLDER: replaced by the helper who owns this page.
export const mainPage = defineContentBodyPage({
  name: 'Main Page',
  summary: 'Main Page',
  data: z.object({ data_component: z.array(z.unknown()) }).meta({ id: 'ContentBodyMainPage' }),
  load: async () => ({ data_component: [] }),
})
