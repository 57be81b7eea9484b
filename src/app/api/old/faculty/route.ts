import { loadProgrammeChoices } from '@/features/admissions/programme-choices.load'
import { facultyList } from '@/features/legacy-api/programmes'
import { legacyJson } from '@/features/legacy-api/respond'

// §7 GET old/faculty: faculties at data.data.data_component.
export async function GET() {
  return legacyJson(200, 'Berhasil', { data_component: facultyList(await loadProgrammeChoices()) })
}
