import type { RELIGIONS } from '@/features/admissions/form/fields'
import type { GENDER_VALUES } from '@/features/admissions/form/field-rules'
import type { Track } from '@/features/admissions/tracks/tracks'
import { jakartaDay } from '@/lib/time-zone'
import { districtName, findByNames, normaliseName } from './match'
import { parentFields, specialNeedsId, type ParentInput, type SpecialNeeds } from './map-family'
import type { FeederReferences } from './references'
import type { BiodataRecord, RiwayatRecord } from './types'

/**
 * From a Kampus student (an admitted applicant with a NIM) to the two records the Feeder takes.
 * Pure: the reference lists come in as a snapshot (references.ts), so every rule is testable.
 */
export type Religion = (typeof RELIGIONS)[number]
export type Financing = 'self' | 'partial-scholarship' | 'full-scholarship'

export type FeederStudentInput = {
  fullName: string
  gender: (typeof GENDER_VALUES)[number]
  birthPlace: string
  /** A date or an ISO timestamp; the Jakarta calendar day is sent. */
  birthDate: string
  nik: string
  nisn?: string
  religion: Religion
  /** ISO 3166 alpha-2 (GetNegara's id_negara); Indonesian when unset. */
  citizenship?: string
  address?: string
  /** The form keeps a free-text address; the Feeder wants the kecamatan by name and the village. */
  region: { city: string; district: string; village: string }
  postalCode?: string
  phone?: string
  email?: string
  motherName: string
  /** Re-registration's parents' data; each choice is sent by the Feeder's id when given. */
  father?: ParentInput & { name?: string }
  mother?: ParentInput
  specialNeeds?: SpecialNeeds
  nim: string
  track: Track
  financing: Financing
  programme: { name: string; degree: string }
  /** The academic year the student starts in: 2026 for 2026/2027. */
  entryYear: number
  registeredOn: string
  entryFee: number
}

/** Kampus's religions as the Feeder may spell them (GetAgama: "Katholik", "Budha", …). */
export const RELIGION_NAMES: Record<Religion, readonly string[]> = {
  Islam: ['Islam'],
  'Kristen Protestan': ['Kristen Protestan', 'Kristen', 'Protestan'],
  Katolik: ['Katolik', 'Katholik'],
  Hindu: ['Hindu'],
  Buddha: ['Buddha', 'Budha'],
  Khonghucu: ['Khonghucu', 'Konghucu', 'Kong Hu Cu'],
  'Kepercayaan terhadap Tuhan YME': ['Kepercayaan terhadap Tuhan YME', 'Kepercayaan', 'Lainnya'],
}

/** Every Kampus student is new to higher education here (GetJenisPendaftaran). */
export const NEW_STUDENT_NAMES = ['Peserta didik baru'] as const

/**
 * The Feeder's entry paths (GetJalurMasuk) for Kampus's tracks, most specific first. A choice
 * for the admissions office to confirm: the Feeder has no "Magang" or "Jepang" path.
 */
export const TRACK_ENTRY_PATH_NAMES: Record<Track, readonly string[]> = {
  reguler: ['Seleksi Mandiri PTS'],
  magang: ['Program Kerjasama Perusahaan/Institusi/Pemerintah', 'Seleksi Mandiri PTS'],
  jepang: ['Program Internasional', 'Seleksi Mandiri PTS'],
}

export const FINANCING_NAMES: Record<Financing, readonly string[]> = {
  self: ['Mandiri'],
  'partial-scholarship': ['Beasiswa Tidak Penuh'],
  'full-scholarship': ['Beasiswa Penuh'],
}

export type Mapped<T> = { ok: true; record: T } | { ok: false; problems: string[] }

const missing = (what: string, value: string, call: string) =>
  `${what} "${value}" tidak ditemukan di referensi Feeder (${call}).`

/** The kecamatan's id_wilayah: its name under the named kabupaten/kota, never a guess. */
export function findDistrict(refs: FeederReferences, region: FeederStudentInput['region']) {
  const level = (row: { id_level_wilayah: number | string }) => Number(row.id_level_wilayah)
  const city = normaliseName(region.city)
  const cities = refs.wilayah.filter(
    (w) => level(w) === 2 && normaliseName(w.nama_wilayah) === city,
  )
  const parents = new Set(cities.map((c) => c.id_wilayah.trim()))
  const district = districtName(region.district)
  const found = refs.wilayah.filter(
    (w) =>
      level(w) === 3 &&
      parents.has((w.id_induk_wilayah ?? '').trim()) &&
      districtName(w.nama_wilayah) === district,
  )
  return found.length === 1 ? found[0] : null
}

export function toBiodataRecord(
  input: FeederStudentInput,
  refs: FeederReferences,
): Mapped<BiodataRecord> {
  const problems: string[] = []
  const agama = findByNames(refs.agama, (r) => r.nama_agama, RELIGION_NAMES[input.religion] ?? [])
  if (!agama) problems.push(missing('Agama', input.religion, 'GetAgama'))
  const wilayah = findDistrict(refs, input.region)
  if (!wilayah) {
    const place = `${input.region.district}, ${input.region.city}`
    problems.push(missing('Kecamatan', place, 'GetWilayah'))
  }
  if (!/^\d{16}$/.test(input.nik)) problems.push('NIK harus 16 angka.')
  if (!input.motherName.trim()) problems.push('Nama ibu kandung wajib diisi.')
  if (!input.region.village.trim()) problems.push('Kelurahan/desa wajib diisi.')
  const family = parentFields(input, refs, problems)
  const needs = specialNeedsId(input.specialNeeds, refs, problems)
  if (!agama || !wilayah || problems.length) return { ok: false, problems }
  return {
    ok: true,
    record: {
      nama_mahasiswa: input.fullName.trim(),
      jenis_kelamin: input.gender === 'male' ? 'L' : 'P',
      tempat_lahir: input.birthPlace.trim(),
      tanggal_lahir: jakartaDay(input.birthDate),
      id_agama: agama.id_agama,
      nik: input.nik,
      ...(input.nisn ? { nisn: input.nisn } : {}),
      kewarganegaraan: input.citizenship ?? 'ID',
      ...(input.address ? { jalan: input.address.trim().slice(0, 80) } : {}),
      kelurahan: input.region.village.trim(),
      id_wilayah: wilayah.id_wilayah,
      ...(input.postalCode ? { kode_pos: input.postalCode } : {}),
      ...(input.phone ? { handphone: input.phone } : {}),
      ...(input.email ? { email: input.email } : {}),
      nama_ibu_kandung: input.motherName.trim(),
      ...family,
      // Kampus asks neither KPS nor the parents' special needs: "no" (0) is the Feeder's default.
      penerima_kps: 0,
      id_kebutuhan_khusus_mahasiswa: needs,
      id_kebutuhan_khusus_ayah: 0,
      id_kebutuhan_khusus_ibu: 0,
    },
  }
}

export function toRiwayatRecord(
  input: FeederStudentInput,
  refs: FeederReferences,
  idMahasiswa: string,
): Mapped<RiwayatRecord> {
  const problems: string[] = []
  const daftar = findByNames(refs.jenisPendaftaran, (r) => r.nama_jenis_daftar, NEW_STUDENT_NAMES)
  if (!daftar)
    problems.push(missing('Jenis pendaftaran', NEW_STUDENT_NAMES[0], 'GetJenisPendaftaran'))
  const jalur = findByNames(
    refs.jalurMasuk,
    (r) => r.nama_jalur_masuk,
    TRACK_ENTRY_PATH_NAMES[input.track],
  )
  if (!jalur) problems.push(missing('Jalur masuk', input.track, 'GetJalurMasuk'))
  const pembiayaan = findByNames(
    refs.pembiayaan,
    (r) => r.nama_pembiayaan,
    FINANCING_NAMES[input.financing],
  )
  if (!pembiayaan) problems.push(missing('Pembiayaan', input.financing, 'GetPembiayaan'))
  const prodi = findProdi(refs, input.programme)
  if (!prodi) {
    const name = `${input.programme.degree} ${input.programme.name}`
    problems.push(missing('Program studi', name, 'GetProdi'))
  }
  const term = `${input.entryYear}/${input.entryYear + 1} Ganjil`
  const semester = findByNames(refs.semester, (r) => r.nama_semester, [term])
  if (!semester) problems.push(missing('Semester', term, 'GetSemester'))
  if (!daftar || !jalur || !pembiayaan || !prodi || !semester) return { ok: false, problems }
  return {
    ok: true,
    record: {
      id_mahasiswa: idMahasiswa,
      nim: input.nim,
      id_jenis_daftar: daftar.id_jenis_daftar,
      id_jalur_daftar: jalur.id_jalur_masuk,
      id_periode_masuk: semester.id_semester,
      tanggal_daftar: jakartaDay(input.registeredOn),
      id_perguruan_tinggi: refs.profil.id_perguruan_tinggi,
      id_prodi: prodi.id_prodi,
      id_pembiayaan: pembiayaan.id_pembiayaan,
      biaya_masuk: input.entryFee,
    },
  }
}

/** The active programme of that name and level ("S1", "D3"; Kampus's "D4" is the Feeder's "D4"). */
export function findProdi(refs: FeederReferences, programme: FeederStudentInput['programme']) {
  const name = normaliseName(programme.name)
  const degree = normaliseName(programme.degree)
  const found = refs.prodi.filter(
    (p) =>
      normaliseName(p.nama_program_studi) === name &&
      normaliseName(p.nama_jenjang_pendidikan) === degree,
  )
  return found.find((p) => p.status === 'A') ?? found[0] ?? null
}
