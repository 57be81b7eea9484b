import { waveStatus } from '@/features/admissions-info/map'
import type { ApplicationStatus } from '@/features/admissions/application/status'
import { WAVE_MESSAGES } from './messages'

/**
 * Admission waves (gelombang): the rules, pure and unit-tested, with the clock as a parameter.
 * A wave's registration window (whole Jakarta days, as the public schedule shows it) is when
 * registration (choosing the track), the payment proof upload and the submission are open.
 * Tracks without any wave configured are not limited (see docs/decisions/0035).
 */

export type WaveWindow = {
  id: number
  wave: string
  track: string
  registrationStart: string
  registrationEnd: string
  testDate?: string | null
  announcementDate?: string | null
}

export type WaveStep = keyof typeof WAVE_MESSAGES.step

const byStart = (a: WaveWindow, b: WaveWindow) =>
  a.registrationStart.localeCompare(b.registrationStart) || a.id - b.id

/** The waves an applicant of the track belongs to: the track's own and those for every track. */
export const wavesOfTrack = <W extends WaveWindow>(waves: W[], track: string): W[] =>
  waves.filter((w) => w.track === track || w.track === 'semua').sort(byStart)

/** The wave a new applicant of the track joins now: open now, the track's own before "semua". */
export function openWave<W extends WaveWindow>(waves: W[], track: string, now: Date): W | null {
  const open = wavesOfTrack(waves, track).filter((w) => waveStatus(w, now) === 'open')
  return open.find((w) => w.track === track) ?? open[0] ?? null
}

/** The next wave of the track to open after now. */
export function upcomingWave<W extends WaveWindow>(waves: W[], track: string, now: Date): W | null {
  return wavesOfTrack(waves, track).find((w) => waveStatus(w, now) === 'upcoming') ?? null
}

/** The wave after `current` for the same track (staff move an application there). */
export function nextWave<W extends WaveWindow>(
  waves: W[],
  track: string,
  current: WaveWindow,
): W | null {
  return (
    wavesOfTrack(waves, track).find(
      (w) => w.id !== current.id && w.registrationStart > current.registrationStart,
    ) ?? null
  )
}

/**
 * Registration for a track: the wave to join, or why not ("… dibuka 1 Maret 2027." when one is
 * coming, "… ditutup …" of the last one otherwise). `wave: null` when the track has no waves.
 */
export function registrationWave<W extends WaveWindow>(
  waves: W[],
  track: string,
  now: Date,
): { ok: true; wave: W | null } | { ok: false; message: string } {
  const ofTrack = wavesOfTrack(waves, track)
  if (ofTrack.length === 0) return { ok: true, wave: null }
  const open = openWave(ofTrack, track, now)
  if (open) return { ok: true, wave: open }
  const coming = upcomingWave(ofTrack, track, now)
  if (coming)
    return { ok: false, message: WAVE_MESSAGES.opensOn(coming.wave, coming.registrationStart) }
  const last = ofTrack.at(-1)!
  return {
    ok: false,
    message: `${WAVE_MESSAGES.closedOn(last.wave, last.registrationEnd)} ${WAVE_MESSAGES.noneOpen}`,
  }
}

/**
 * Is this step open for the application's wave now? `null` when it is (or the application has
 * no wave), else the message: the step, then when the wave opens or closed.
 */
export function stepClosedMessage(
  step: WaveStep,
  wave: WaveWindow | null,
  now: Date,
): string | null {
  if (!wave) return null
  const status = waveStatus(wave, now)
  if (status === 'open') return null
  const when =
    status === 'upcoming'
      ? WAVE_MESSAGES.opensOn(wave.wave, wave.registrationStart)
      : WAVE_MESSAGES.closedOn(wave.wave, wave.registrationEnd)
  return step === 'registration' ? when : `${WAVE_MESSAGES.step[step]} ${when}`
}

/**
 * What an applicant of a closed wave reads next: the test and announcement dates still ahead,
 * or (when they have not submitted yet) that staff may move them to the next wave.
 */
export function afterWaveCloses(
  wave: WaveWindow | null,
  status: ApplicationStatus,
  now: Date,
): string[] {
  if (!wave || waveStatus(wave, now) !== 'closed') return []
  if (status === 'accepted' || status === 'not_accepted') return []
  const submitted = status === 'submitted' || status === 'test_scheduled'
  if (!submitted)
    return [WAVE_MESSAGES.closedOn(wave.wave, wave.registrationEnd), WAVE_MESSAGES.nextSteps.moved]
  const lines: string[] = []
  const ahead = (iso?: string | null) =>
    Boolean(iso) && new Date(iso!).getTime() >= now.getTime() - 86_400_000
  if (ahead(wave.testDate)) lines.push(WAVE_MESSAGES.nextSteps.test(wave.testDate!))
  if (ahead(wave.announcementDate))
    lines.push(WAVE_MESSAGES.nextSteps.announcement(wave.announcementDate!))
  return lines
}

// ---------------------------------------------------------------------------- quotas

/**
 * A submitted application takes a seat of its programme in its wave until it is decided
 * "not accepted" (docs/decisions/0035): these statuses count against the quota.
 */
export const QUOTA_STATUSES: readonly ApplicationStatus[] = [
  'submitted',
  'test_scheduled',
  'accepted',
]

export type WaveQuota = { programme: number | string; quota: number }

/** The quota of a programme in a wave; `null` when the wave sets none (no limit). */
export function quotaOf(
  quotas: WaveQuota[] | null | undefined,
  programme: number | string,
): number | null {
  const entry = (quotas ?? []).find((q) => String(q.programme) === String(programme))
  return entry ? entry.quota : null
}

/** Whether one more submission fits: `filled` seats taken of `quota` (`null`: no limit). */
export const quotaHasRoom = (filled: number, quota: number | null): boolean =>
  quota === null || filled < quota
