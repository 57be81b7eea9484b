'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { getPayloadClient } from '@/lib/payload'
import { chooseTrack, findApplication, saveStep } from './application'
import { checkEligibility, type EligibilityProblem } from './eligibility'
import { eligibilityRules, loadAdmissionsSettings } from './settings'
import { getApplicant } from './session'
import { isTrack, TRACK_PATHS } from './tracks'

/** Opens (or switches) the applicant's application on a track, then shows that track's page. */
export async function chooseTrackAction(formData: FormData): Promise<void> {
  const track = formData.get('track')
  const applicant = await getApplicant()
  if (!applicant) redirect('/daftar/login?kembali=/daftar/option')
  if (!isTrack(track)) redirect('/daftar/option')
  const payload = await getPayloadClient()
  const result = await chooseTrack(payload, applicant, track)
  // A fixed code, never text from the URL: a crafted link cannot put its own words on our page.
  const message = result.ok ? '' : '?galat=jalur'
  revalidatePath('/daftar', 'layout')
  redirect(`${TRACK_PATHS[track]}${message}`)
}

export type RequirementsState = {
  /** Changes with every answer: the form remounts with the sent values as its defaults (React resets a form after its action). */
  version?: number
  values: Record<string, string>
  problems: EligibilityProblem[]
  fieldErrors: Record<string, string>
  saved: boolean
  message?: string
}

const yesNo = z.enum(['ya', 'tidak']).optional()
const schema = z.object({
  gender: z.enum(['male', 'female']).optional(),
  birthDate: z.iso.date({ message: 'Isi tanggal lahir dengan benar.' }).optional(),
  education: z.string().max(20).optional(),
  heightCm: z.coerce
    .number({ message: 'Tinggi badan harus angka (cm).' })
    .int('Tinggi badan harus bilangan bulat (cm).')
    .min(100, 'Tinggi badan tidak masuk akal; isi dalam cm.')
    .max(250, 'Tinggi badan tidak masuk akal; isi dalam cm.')
    .optional(),
  colourBlind: yesNo,
  hasSkck: yesNo,
  healthDeclaration: z.literal('ya').optional(),
})

const fieldsOf = (formData: FormData) => {
  const values: Record<string, string> = {}
  for (const key of [
    'gender',
    'birthDate',
    'education',
    'heightCm',
    'colourBlind',
    'hasSkck',
    'healthDeclaration',
  ]) {
    const v = formData.get(key)
    if (typeof v === 'string' && v.trim() !== '') values[key] = v.trim().slice(0, 40)
  }
  return values
}

/**
 * Step "Persyaratan utama": saves the answers into the application (the form starts from them)
 * and tells the applicant right away which §5 requirement they do not meet.
 */
export async function checkRequirementsAction(
  prev: RequirementsState,
  formData: FormData,
): Promise<RequirementsState> {
  return { ...(await checkRequirements(formData)), version: (prev.version ?? 0) + 1 }
}

async function checkRequirements(formData: FormData): Promise<RequirementsState> {
  const values = fieldsOf(formData)
  const applicant = await getApplicant()
  if (!applicant)
    return {
      values,
      problems: [],
      fieldErrors: {},
      saved: false,
      message: 'Sesi Anda berakhir. Silakan masuk lagi; isian Anda tetap di layar.',
    }
  const parsed = schema.safeParse(values)
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((i) => [String(i.path[0]), i.message]),
    )
    return {
      values,
      problems: [],
      fieldErrors,
      saved: false,
      message: 'Periksa kembali isian yang ditandai.',
    }
  }
  const payload = await getPayloadClient()
  const application = await findApplication(payload, applicant)
  if (!application)
    return {
      values,
      problems: [],
      fieldErrors: {},
      saved: false,
      message: 'Pilih jalur pendaftaran terlebih dahulu.',
    }
  const d = parsed.data
  const all = {
    gender: d.gender ?? null,
    birthDate: d.birthDate ? `${d.birthDate}T00:00:00.000Z` : null,
    education: (d.education as never) ?? null,
    heightCm: d.heightCm ?? null,
    colourBlind: d.colourBlind === undefined ? null : d.colourBlind === 'ya',
    hasSkck: d.hasSkck === undefined ? null : d.hasSkck === 'ya',
    healthDeclaration: d.healthDeclaration === 'ya',
  }
  // Only the questions this track asks are written: the others keep what the form holds.
  const shown = new Set(String(formData.get('_fields') ?? '').split(','))
  const personal = Object.fromEntries(Object.entries(all).filter(([key]) => shown.has(key)))
  const settings = await loadAdmissionsSettings(payload)
  const problems = checkEligibility(personal, eligibilityRules(settings, application.track))
  const saved = await saveStep(payload, applicant, {
    personal: personal as never,
    currentStep: application.currentStep ?? 0,
  })
  if (!saved.ok) return { values, problems, fieldErrors: {}, saved: false, message: saved.message }
  return { values, problems, fieldErrors: {}, saved: true }
}
