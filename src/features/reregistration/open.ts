import type { Payload, PayloadRequest } from 'payload'
import { RELIGIONS } from '@/features/admissions/form/fields'
import { loadAdmissionsSettings } from '@/features/admissions/settings'
import { relationId } from '@/lib/relation'
import { jakartaDay } from '@/lib/time-zone'
import type { Application, Reregistration } from '@/payload-types'
import { DEFAULT_DAYS_TO_COMPLETE } from './vocabulary'

/*
 * Re-registration opens when an application is accepted: one record per application, its
 * deadline the end of the wave's "Batas daftar ulang" day in Jakarta (or the settings' number of
 * days from acceptance when the wave names none), its data filled from the application's form.
 */

const DAY_MS = 24 * 60 * 60_000

/** The end (23:59:59 WIB) of the Jakarta day `value` falls on. */
const endOfJakartaDay = (value: string | Date) =>
  new Date(`${jakartaDay(value)}T23:59:59.999+07:00`).toISOString()

export async function deadlineOf(
  payload: Payload,
  application: Pick<Application, 'wave'>,
  acceptedAt: Date,
  req?: Partial<PayloadRequest>,
): Promise<string> {
  const waveId = relationId(application.wave)
  const wave = waveId
    ? await payload
        .findByID({
          collection: 'selection-schedules',
          id: waveId,
          depth: 0,
          overrideAccess: true,
          req,
        })
        .catch(() => null)
    : null
  if (wave?.reRegistrationEnd && new Date(wave.reRegistrationEnd) > acceptedAt)
    return endOfJakartaDay(wave.reRegistrationEnd)
  const settings = await loadAdmissionsSettings(payload)
  const days = settings.reregistration?.daysToComplete ?? DEFAULT_DAYS_TO_COMPLETE
  return endOfJakartaDay(new Date(acceptedAt.getTime() + days * DAY_MS))
}

/** The form's answers the Feeder also asks for, as the re-registration's first draft. */
export const draftFrom = (application: Application): NonNullable<Reregistration['data']> => ({
  nik: application.personal?.nik ?? undefined,
  birthPlace: application.personal?.birthPlace ?? undefined,
  birthDate: application.personal?.birthDate ?? undefined,
  // Only a religion of the form's list: older answers were free text.
  religion: RELIGIONS.find((r) => r === application.personal?.religion),
  address: application.personal?.address ?? undefined,
  specialNeeds: 'none',
})

export async function findReregistration(
  payload: Payload,
  applicationId: number,
  req?: Partial<PayloadRequest>,
): Promise<Reregistration | null> {
  const { docs } = await payload.find({
    collection: 'reregistrations',
    where: { application: { equals: applicationId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * Opens the re-registration of an accepted application, once: an application that has one gets
 * it back, also when two callers open it at the same moment (the unique index on `application`).
 */
export async function openReregistration(
  payload: Payload,
  application: Application,
  req?: Partial<PayloadRequest>,
  now = new Date(),
): Promise<Reregistration | null> {
  if (application.status !== 'accepted') return null
  const existing = await findReregistration(payload, application.id, req)
  if (existing) return existing
  try {
    return await payload.create({
      collection: 'reregistrations',
      data: {
        application: application.id,
        applicant: relationId(application.applicant) as number,
        applicantName: application.applicantName ?? undefined,
        status: 'open',
        deadline: await deadlineOf(payload, application, now, req),
        data: draftFrom(application),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
  } catch (error) {
    const raced = await findReregistration(payload, application.id, req)
    if (raced) return raced
    throw error
  }
}
