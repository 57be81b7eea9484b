import type { InstalmentState } from './fee'
import {
  EDITABLE_STATUSES,
  LAPSING_STATUSES,
  REREGISTRATION_MESSAGES,
  type ReregistrationStatus,
} from './vocabulary'

/**
 * When a re-registration is complete, when it may be sent, and when its deadline has ended it
 * (pure, unit-tested; the service and the applicant's page ask these).
 */
export type ReregistrationData = {
  nik?: string | null
  birthPlace?: string | null
  birthDate?: string | null
  religion?: string | null
  motherName?: string | null
  address?: string | null
  village?: string | null
  district?: string | null
  city?: string | null
  postalCode?: string | null
  financing?: string | null
}

/** The labels of what is still missing, in form order; empty when the data is complete. */
export function missingData(data: ReregistrationData): string[] {
  const missing: string[] = []
  const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''
  if (!/^\d{16}$/.test(data.nik ?? '')) missing.push('NIK (16 angka)')
  if (blank(data.birthPlace)) missing.push('tempat lahir')
  if (blank(data.birthDate)) missing.push('tanggal lahir')
  if (blank(data.religion)) missing.push('agama')
  if (blank(data.motherName)) missing.push('nama ibu kandung')
  if (blank(data.address)) missing.push('alamat (jalan, RT/RW)')
  if (blank(data.village)) missing.push('kelurahan/desa')
  if (blank(data.district)) missing.push('kecamatan')
  if (blank(data.city)) missing.push('kabupaten/kota')
  if (!/^\d{5}$/.test(data.postalCode ?? '')) missing.push('kode pos (5 angka)')
  if (blank(data.financing)) missing.push('sumber biaya kuliah')
  return missing
}

export type Completeness = {
  data: string[]
  /** True while the statement is not agreed to. */
  statement: boolean
  firstInstalmentPaid: boolean
  /** True while the final diploma (ijazah akhir) is not uploaded. */
  finalDiploma: boolean
}

/** Everything that still stands between the applicant and sending the re-registration. */
export function whatIsMissing(
  data: ReregistrationData,
  statementAgreed: boolean,
  instalments: readonly InstalmentState[],
  finalDiplomaUploaded: boolean,
): Completeness {
  return {
    data: missingData(data),
    statement: !statementAgreed,
    firstInstalmentPaid: Boolean(instalments[0]?.paid),
    finalDiploma: !finalDiplomaUploaded,
  }
}

export const isComplete = (c: Completeness): boolean =>
  c.data.length === 0 && !c.statement && c.firstInstalmentPaid && !c.finalDiploma

/** Why sending is refused: the final diploma by name when it is all that is missing. */
export const incompleteMessage = (c: Completeness): string =>
  c.finalDiploma && isComplete({ ...c, finalDiploma: false })
    ? REREGISTRATION_MESSAGES.finalDiplomaMissing
    : REREGISTRATION_MESSAGES.incomplete

export const isEditable = (status: ReregistrationStatus): boolean =>
  EDITABLE_STATUSES.includes(status)

/** Whether the deadline has ended this re-registration at `now`. */
export const hasLapsed = (
  status: ReregistrationStatus,
  deadline: string | null | undefined,
  now: Date,
): boolean =>
  LAPSING_STATUSES.includes(status) && !!deadline && new Date(deadline).getTime() < now.getTime()
