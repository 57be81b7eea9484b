'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { getPayloadClient } from '@/lib/payload'
import { chooseTrack } from '@/features/admissions/application/service'
import { getApplicant } from '@/features/admissions/auth/session'
import { REQUIREMENT_FIELDS } from './eligibility'
import { checkRequirements, type RequirementsResult } from './requirements'
import { isTrack, TRACK_PATHS } from './tracks'
import { loadWaves } from '@/features/admissions/waves/load'
import { registrationWave } from '@/features/admissions/waves/rules'

/** Opens (or switches) the applicant's application on a track, then shows that track's page. */
export async function chooseTrackAction(formData: FormData): Promise<void> {
  const track = formData.get('track')
  const applicant = await getApplicant()
  if (!applicant) redirect('/daftar/login?kembali=/daftar/option')
  if (!isTrack(track)) redirect('/daftar/option')
  const payload = await getPayloadClient()
  const result = await chooseTrack(payload, applicant, track)
  // A fixed code, never text from the URL: a crafted link cannot put its own words on our page
  // (the track page works the wave's sentence out itself).
  const waveClosed = !result.ok && !registrationWave(await loadWaves(payload), track, new Date()).ok
  const message = result.ok ? '' : waveClosed ? '?galat=gelombang' : '?galat=jalur'
  revalidatePath('/daftar', 'layout')
  redirect(`${TRACK_PATHS[track]}${message}`)
}

export type RequirementsState = RequirementsResult & {
  /**
   * Changes with every answer: the form remounts with the sent values as its defaults (React
   * resets a form after its action).
   */
  version?: number
  values: Record<string, string>
}

const QUESTIONS = Object.values(REQUIREMENT_FIELDS)

const answersOf = (formData: FormData) => {
  const values: Record<string, string> = {}
  for (const key of QUESTIONS) {
    const v = formData.get(key)
    if (typeof v === 'string' && v.trim() !== '') values[key] = v.trim().slice(0, 40)
  }
  return values
}

/** "Periksa persyaratan": the answers are checked and saved by the requirements service. */
export async function checkRequirementsAction(
  prev: RequirementsState,
  formData: FormData,
): Promise<RequirementsState> {
  const values = answersOf(formData)
  const version = (prev.version ?? 0) + 1
  const applicant = await getApplicant()
  if (!applicant) {
    const message = 'Sesi Anda berakhir. Silakan masuk lagi; isian Anda tetap di layar.'
    return { values, version, problems: [], fieldErrors: {}, saved: false, message }
  }
  const shown = String(formData.get('_fields') ?? '').split(',')
  const result = await checkRequirements(await getPayloadClient(), applicant, { values, shown })
  return { ...result, values, version }
}
