import { loadProgrammeChoices } from '@/features/admissions/programme-choices.load'
import { categoryList } from '@/features/legacy-api/programmes'
import { legacyJson } from '@/features/legacy-api/respond'

// §7 GET old/collegeprogramcategory: programme categories at data.data.data_component.
export async function GET() {
  return legacyJson(200, 'Berhasil', { data_component: categoryList(await loadProgrammeChoices()) })
}
