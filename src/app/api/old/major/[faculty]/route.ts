import { loadProgrammeChoices } from '@/features/admissions/programme-choices.load'
import { majorList } from '@/features/legacy-api/programmes'
import { legacyJson } from '@/features/legacy-api/respond'

// §7 GET old/major/{faculty} (e.g. old/major/Teknik): the faculty's published majors at data.data.data_component.
export async function GET(_request: Request, { params }: { params: Promise<{ faculty: string }> }) {
  let faculty: string
  try {
    faculty = (await params).faculty
  } catch {
    return legacyJson(400, 'Nama fakultas tidak dapat dibaca.')
  }
  if (faculty.length > 100) return legacyJson(400, 'Nama fakultas terlalu panjang.')
  return legacyJson(200, 'Berhasil', { data_component: majorList(await loadProgrammeChoices(), faculty) })
}
