import * as z from 'zod'
import { readCommunityLinks, readDocuments, readResearchGalleries } from '@/features/about/load'
import { FILE_PAGES, researchGroup, reshapeResearch } from '../wire/career'
import { defineContentBodyPage } from './page'

export const research = defineContentBodyPage({
  name: 'Penelitian dan Pengabdian',
  summary:
    'Halaman Penelitian dan Pengabdian: galeri kegiatan di ' +
    '`data_component[0]["Pengabdian dan Penelitian"]`, dokumennya di `data_file_menu`, ' +
    'tautan pengabdian di `link_community_dedication`.',
  data: z.object({ data_component: z.array(researchGroup) }).meta({ id: 'ContentBodyResearch' }),
  load: async () => {
    const [galleries, files, links] = await Promise.all([
      readResearchGalleries(),
      readDocuments([...FILE_PAGES['Penelitian dan Pengabdian']]),
      readCommunityLinks(),
    ])
    return { data_component: reshapeResearch(galleries, files, links) }
  },
})
