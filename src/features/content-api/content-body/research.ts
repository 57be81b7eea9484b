import * as z from 'zod'
import { defineContentBodyPage } from './page'

// PLACEHOLDER: replaced by the helper who owns this page.
export const research = defineContentBodyPage({
  name: 'Penelitian dan Pengabdian',
  summary: 'Penelitian dan Pengabdian',
  data: z.object({ data_component: z.array(z.unknown()) }).meta({ id: 'ContentBodyResearch' }),
  load: async () => ({ data_component: [] }),
})
