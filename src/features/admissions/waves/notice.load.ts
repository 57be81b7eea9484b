import 'server-only'
import { getSelectionSchedules } from '@/features/admissions-info/load'
import type { Track } from '@/features/admissions/tracks/tracks'
import type { ApplicantApplication } from '@/features/admissions/types'
import { toWaveRecord } from './load'
import { toWaveNotice, type WaveNotice } from './view'

/**
 * The wave notice of an applicant page, from the same schedule records the public schedule
 * page and the content API read (cached, expired when staff edit a wave).
 */
export async function loadWaveNotice(
  application: Pick<ApplicantApplication, 'wave' | 'status'> | null,
  track: Track,
): Promise<WaveNotice> {
  const waves = (await getSelectionSchedules()).map(toWaveRecord)
  return toWaveNotice(waves, application, track, new Date())
}
