import type { ApplicationStatus } from '@/features/admissions/application/status'
import { afterWaveCloses, registrationWave, stepClosedMessage, type WaveWindow } from './rules'

/** What the applicant pages say about waves: pure, from the schedule and the application. */
export type WaveNotice = {
  /** The applicant's wave ("Gelombang 1"), or null without one. */
  waveName: string | null
  /** Why registering on this track is not possible now (no wave of it open). */
  registrationClosed: string | null
  proofClosed: string | null
  submissionClosed: string | null
  /** After the applicant's wave closed: what happens next. */
  next: string[]
}

type ApplicationWave = { wave: number | string | null; status: ApplicationStatus } | null

export function toWaveNotice(
  waves: WaveWindow[],
  application: ApplicationWave,
  track: string,
  now: Date,
): WaveNotice {
  const wave = waves.find((w) => String(w.id) === String(application?.wave ?? '')) ?? null
  const registration = registrationWave(waves, track, now)
  return {
    waveName: wave?.wave ?? null,
    registrationClosed: registration.ok ? null : registration.message,
    proofClosed: stepClosedMessage('paymentProof', wave, now),
    submissionClosed: stepClosedMessage('submission', wave, now),
    next: application ? afterWaveCloses(wave, application.status, now) : [],
  }
}
