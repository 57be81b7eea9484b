import type {
  INCOME_LABELS,
  OCCUPATION_LABELS,
  PARENT_EDUCATION_LABELS,
  SPECIAL_NEEDS_LABELS,
} from '@/features/reregistration/vocabulary'
import { findByNames } from './match'
import type { FeederReferences } from './references'
import type { BiodataRecord } from './types'

/**
 * The parents' education, occupation and income and the student's special needs, from the
 * re-registration's choices to the Feeder's ids, found by the Feeder's names. A choice the Feeder
 * splits in two (a bracket of income, a degree of disability) names no row on purpose: it shows
 * up as a problem for staff to settle, never as a guessed id.
 */
export type ParentEducation = keyof typeof PARENT_EDUCATION_LABELS
export type Occupation = keyof typeof OCCUPATION_LABELS
export type Income = keyof typeof INCOME_LABELS
export type SpecialNeeds = keyof typeof SPECIAL_NEEDS_LABELS
export type ParentInput = { education?: ParentEducation; occupation?: Occupation; income?: Income }

/** GetJenjangPendidikan. */
export const EDUCATION_NAMES: Record<ParentEducation, readonly string[]> = {
  none: ['Tidak sekolah'],
  sd: ['SD'],
  smp: ['SMP'],
  sma: ['SMA'],
  d3: ['D3'],
  d4: ['D4'],
  s1: ['S1'],
  s2: ['S2'],
  s3: ['S3'],
}

/** GetPekerjaan; "Petani / nelayan / peternak" is one choice at Kampus, three rows there. */
export const OCCUPATION_NAMES: Record<Occupation, readonly string[]> = {
  none: ['Tidak bekerja'],
  civil: ['PNS/TNI/Polri', 'PNS'],
  private: ['Karyawan Swasta'],
  entrepreneur: ['Wiraswasta', 'Wirausaha'],
  farmer: ['Petani'],
  trader: ['Pedagang Kecil', 'Pedagang'],
  labourer: ['Buruh'],
  retired: ['Pensiunan'],
  other: ['Lainnya'],
}

/** GetPenghasilan. */
export const INCOME_NAMES: Record<Income, readonly string[]> = {
  none: ['Tidak Berpenghasilan'],
  lt500k: ['Kurang dari Rp. 500,000'],
  '500k-1m': ['Rp. 500,000 - Rp. 999,999'],
  '1m-2m': ['Rp. 1,000,000 - Rp. 1,999,999'],
  '2m-5m': ['Rp. 2,000,000 - Rp. 4,999,999'],
  '5m-20m': ['Rp. 5,000,000 - Rp. 20,000,000'],
  gt20m: ['Lebih dari Rp. 20,000,000'],
}

/** GetKebutuhanKhusus. */
export const SPECIAL_NEEDS_NAMES: Record<SpecialNeeds, readonly string[]> = {
  none: ['Tidak ada'],
  visual: ['A - Tuna netra', 'Tuna netra'],
  hearing: ['B - Tuna rungu', 'Tuna rungu'],
  'intellectual-mild': ['C - Tuna grahita ringan', 'Tuna grahita ringan'],
  'intellectual-moderate': ['C1 - Tuna grahita sedang', 'Tuna grahita sedang'],
  'physical-mild': ['D - Tuna daksa ringan', 'Tuna daksa ringan'],
  'physical-moderate': ['D1 - Tuna daksa sedang', 'Tuna daksa sedang'],
}

type Lookup<T> = {
  rows: (refs: FeederReferences) => T[]
  name: (row: T) => string
  id: (row: T) => number | string
  call: string
}
const education: Lookup<FeederReferences['jenjangPendidikan'][number]> = {
  rows: (r) => r.jenjangPendidikan,
  name: (r) => r.nama_jenjang_didik,
  id: (r) => r.id_jenjang_didik,
  call: 'GetJenjangPendidikan',
}
const occupation: Lookup<FeederReferences['pekerjaan'][number]> = {
  rows: (r) => r.pekerjaan,
  name: (r) => r.nama_pekerjaan,
  id: (r) => r.id_pekerjaan,
  call: 'GetPekerjaan',
}
const income: Lookup<FeederReferences['penghasilan'][number]> = {
  rows: (r) => r.penghasilan,
  name: (r) => r.nama_penghasilan,
  id: (r) => r.id_penghasilan,
  call: 'GetPenghasilan',
}
const specialNeeds: Lookup<FeederReferences['kebutuhanKhusus'][number]> = {
  rows: (r) => r.kebutuhanKhusus,
  name: (r) => r.nama_kebutuhan_khusus,
  id: (r) => r.id_kebutuhan_khusus,
  call: 'GetKebutuhanKhusus',
}

/** The id of `value`'s row, or undefined with a problem pushed. */
function idOf<T>(
  lookup: Lookup<T>,
  refs: FeederReferences,
  names: readonly string[],
  label: string,
  problems: string[],
) {
  const row = findByNames(lookup.rows(refs), lookup.name, names)
  if (row) return lookup.id(row)
  problems.push(`${label} tidak ditemukan di referensi Feeder (${lookup.call}).`)
  return undefined
}

type FamilyInput = { father?: ParentInput & { name?: string }; mother?: ParentInput }

/** The optional parent fields of the biodata: what Kampus knows, each by the Feeder's id. */
export function parentFields(
  input: FamilyInput,
  refs: FeederReferences,
  problems: string[],
): Partial<BiodataRecord> {
  const fields: Partial<BiodataRecord> = {}
  const record = fields as Record<string, number | string | undefined>
  for (const [who, label, parent] of [
    ['ayah', 'ayah', input.father],
    ['ibu', 'ibu', input.mother],
  ] as const) {
    if (!parent) continue
    if (parent.education)
      record[`id_pendidikan_${who}`] = idOf(
        education,
        refs,
        EDUCATION_NAMES[parent.education],
        `Pendidikan ${label} "${parent.education}"`,
        problems,
      )
    if (parent.occupation)
      record[`id_pekerjaan_${who}`] = idOf(
        occupation,
        refs,
        OCCUPATION_NAMES[parent.occupation],
        `Pekerjaan ${label} "${parent.occupation}"`,
        problems,
      )
    if (parent.income)
      record[`id_penghasilan_${who}`] = idOf(
        income,
        refs,
        INCOME_NAMES[parent.income],
        `Penghasilan ${label} "${parent.income}"`,
        problems,
      )
  }
  const fatherName = input.father?.name?.trim()
  if (fatherName) fields.nama_ayah = fatherName
  for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key]
  return fields
}

/** id_kebutuhan_khusus_mahasiswa: "none" (or unset) is the Feeder's 0 without a lookup. */
export function specialNeedsId(
  value: SpecialNeeds | undefined,
  refs: FeederReferences,
  problems: string[],
): number | string {
  if (!value || value === 'none') return 0
  const label = `Kebutuhan khusus "${value}" (pilih jenisnya langsung di Feeder bila tidak ada)`
  return idOf(specialNeeds, refs, SPECIAL_NEEDS_NAMES[value], label, problems) ?? 0
}
