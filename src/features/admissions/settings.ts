import type { Payload, PayloadRequest } from 'payload'
import type { AdmissionsSetting } from '@/payload-types'
import type { EligibilityRules, Requirement } from './tracks/eligibility'
import type { Track } from './tracks/tracks'

export async function loadAdmissionsSettings(
  payload: Payload,
  req?: PayloadRequest,
): Promise<AdmissionsSetting> {
  return payload.findGlobal({ slug: 'admissions-settings', depth: 0, req })
}

export function eligibilityRules(settings: AdmissionsSetting, track: Track): EligibilityRules {
  return {
    requirements: (settings[track]?.requirements ?? []) as Requirement[],
    // A never-saved global has no values yet: fall back to the published admissions rules.
    referenceDate: settings.referenceDate ?? `${new Date().getFullYear()}-09-01`,
    minAge: settings.minAge ?? 17,
    maxAge: settings.maxAge ?? 23,
    minHeightCm: settings.minHeightCm ?? 160,
  }
}
