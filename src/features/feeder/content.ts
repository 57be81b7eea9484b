import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import type { Student } from '@/payload-types'
import { feederInputOf } from './input'
import { toBiodataRecord, toRiwayatRecord } from './map'
import type { FeederReferences } from './references'
import type { BiodataRecord, RiwayatRecord } from './types'

/** One student as the batch will send them: both records, or what stands in the way. */
export type StudentContent = {
  student: number
  nim: string
  nik: string
  name: string
  biodata: BiodataRecord | null
  riwayat: RiwayatRecord | null
  problems: string[]
}

/** The riwayat's id_mahasiswa before the Feeder has given one: the same for every reading. */
const NOT_YET = ''

export async function studentContent(
  payload: Payload,
  student: Student,
  refs: FeederReferences,
): Promise<StudentContent> {
  const loaded = await feederInputOf(payload, student)
  const base = { student: student.id, nim: student.nim, biodata: null, riwayat: null }
  if (!loaded.ok) return { ...base, nik: '', name: '', problems: loaded.problems }
  const { input } = loaded
  const biodata = toBiodataRecord(input, refs)
  const riwayat = toRiwayatRecord(input, refs, NOT_YET)
  const problems = [
    ...(biodata.ok ? [] : biodata.problems),
    ...(riwayat.ok ? [] : riwayat.problems),
  ]
  return {
    ...base,
    nik: input.nik,
    name: input.fullName,
    biodata: biodata.ok ? biodata.record : null,
    riwayat: riwayat.ok ? riwayat.record : null,
    problems,
  }
}

/** JSON with every object's keys in order: the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * The sha256 of what the batch would send now, student by student in NIM order: the approver
 * sees it, and approval is refused when the data changed since.
 */
export function fingerprintOf(contents: readonly StudentContent[]): string {
  const ordered = [...contents].sort((a, b) => (a.nim < b.nim ? -1 : a.nim > b.nim ? 1 : 0))
  const canonical = canonicalJson(
    ordered.map(({ nim, biodata, riwayat, problems }) => ({ nim, biodata, riwayat, problems })),
  )
  return createHash('sha256').update(canonical).digest('hex')
}
