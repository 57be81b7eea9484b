import type { PayloadRequest } from 'payload'
import type { Application } from '@/payload-types'
import { relationId } from '@/lib/relation'
import { loadWave, loadWaves, seatsTaken } from '@/features/admissions/waves/load'
import {
  quotaHasRoom,
  quotaOf,
  registrationWave,
  stepClosedMessage,
  type WaveStep,
} from '@/features/admissions/waves/rules'
import { WAVE_MESSAGES } from '@/features/admissions/waves/messages'
import { invalid } from './invalid'

/**
 * The wave (gelombang) rules in the Applications hooks, so every writer (the applicant's
 * services, REST, GraphQL) meets them. The pure rules are in features/admissions/waves/rules.
 */

/**
 * Joins the application to the wave of its track open now. Applicants are refused when the
 * track has waves but none is open; staff (and seeds) may name the wave or get the open one.
 */
export async function assignWave(
  data: Partial<Application>,
  track: string,
  byApplicant: boolean,
  req: PayloadRequest,
): Promise<void> {
  if (!byApplicant && relationId(data.wave) !== undefined) return
  const found = registrationWave(await loadWaves(req.payload, req), track, new Date())
  if (found.ok) data.wave = found.wave?.id ?? null
  else if (byApplicant) throw invalid('track', found.message, req)
}

/** Refuses an applicant's step outside their wave's registration window. */
export async function guardWaveStep(
  step: WaveStep,
  application: Pick<Application, 'wave'>,
  path: string,
  req: PayloadRequest,
): Promise<void> {
  const wave = await loadWave(req.payload, relationId(application.wave), req)
  const closed = stepClosedMessage(step, wave, new Date())
  if (closed) throw invalid(path, closed, req)
}

/** Refuses a submission when the programme's seats in the wave are taken. */
export async function guardQuota(
  application: Pick<Application, 'id' | 'wave' | 'programme'>,
  req: PayloadRequest,
): Promise<void> {
  const programme = relationId(application.programme?.major)
  const wave = await loadWave(req.payload, relationId(application.wave), req)
  if (!wave || programme === undefined) return
  const quota = quotaOf(wave.quotas, programme)
  if (quota === null) return
  const taken = await seatsTaken(req.payload, wave.id, programme, req, application.id)
  if (quotaHasRoom(taken, quota)) return
  const major = await req.payload.findByID({
    collection: 'programmes',
    id: programme,
    depth: 0,
    overrideAccess: false,
    disableErrors: true,
    req,
  })
  throw invalid(
    'programme.major',
    WAVE_MESSAGES.quotaFull(major?.name ?? 'program studi ini', wave.wave),
    req,
  )
}

/**
 * A wave change in the history's words ("Dipindahkan dari Gelombang 1 ke Gelombang 2"), whoever
 * made it: the move button, the admin's field, or the applicant switching track.
 */
export async function waveChangeAction(
  previous: Pick<Application, 'wave'> | null,
  doc: Pick<Application, 'wave'>,
  req: PayloadRequest,
): Promise<string | null> {
  const from = relationId(previous?.wave)
  const to = relationId(doc.wave)
  if (!previous || String(from) === String(to)) return null
  const [before, after] = await Promise.all([
    loadWave(req.payload, from, req),
    loadWave(req.payload, to, req),
  ])
  return WAVE_MESSAGES.move.event(
    before?.wave ?? WAVE_MESSAGES.move.none,
    after?.wave ?? WAVE_MESSAGES.move.none,
  )
}
