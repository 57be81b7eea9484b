import { realClock, type Clock } from './clock'
import type { FeederClient } from './client'
import type {
  AgamaRow,
  JalurMasukRow,
  JenisPendaftaranRow,
  JenjangPendidikanRow,
  KebutuhanKhususRow,
  PembiayaanRow,
  PekerjaanRow,
  PenghasilanRow,
  ProdiRow,
  ProfilPtRow,
  SemesterRow,
  WilayahRow,
} from './types'

/** The Feeder's own reference lists, as one snapshot the pure mapping (map.ts) reads. */
export type FeederReferences = {
  profil: ProfilPtRow
  agama: AgamaRow[]
  wilayah: WilayahRow[]
  jenisPendaftaran: JenisPendaftaranRow[]
  jalurMasuk: JalurMasukRow[]
  pembiayaan: PembiayaanRow[]
  prodi: ProdiRow[]
  semester: SemesterRow[]
  jenjangPendidikan: JenjangPendidikanRow[]
  pekerjaan: PekerjaanRow[]
  penghasilan: PenghasilanRow[]
  kebutuhanKhusus: KebutuhanKhususRow[]
}

/** GetWilayah holds every kecamatan of the country (about 7,300 rows): read page by page. */
const PAGE = 1000

async function allPages<T>(read: (q: { limit: number; offset: number }) => Promise<T[]>) {
  const rows: T[] = []
  for (let offset = 0; ; offset += PAGE) {
    const page = await read({ limit: PAGE, offset })
    rows.push(...page)
    if (page.length < PAGE) return rows
  }
}

export async function loadReferences(client: FeederClient): Promise<FeederReferences> {
  // One after another on purpose: the client sends one request at a time anyway.
  const [profil] = await client.getProfilPT()
  if (!profil)
    throw new Error('GetProfilPT answered no college: is this account a college operator?')
  const agama = await client.getAgama()
  const wilayah = await allPages((q) => client.getWilayah(q))
  const jenisPendaftaran = await client.getJenisPendaftaran()
  const jalurMasuk = await client.getJalurMasuk()
  const pembiayaan = await client.getPembiayaan()
  const prodi = await client.getProdi()
  const semester = await client.getSemester()
  const jenjangPendidikan = await client.getJenjangPendidikan()
  const pekerjaan = await client.getPekerjaan()
  const penghasilan = await client.getPenghasilan()
  const kebutuhanKhusus = await client.getKebutuhanKhusus()
  return {
    profil,
    agama,
    wilayah,
    jenisPendaftaran,
    jalurMasuk,
    pembiayaan,
    prodi,
    semester,
    jenjangPendidikan,
    pekerjaan,
    penghasilan,
    kebutuhanKhusus,
  }
}

/**
 * The lists change rarely (a new semester, a patch of the Feeder), so one snapshot serves for
 * `ttlMs`; concurrent callers share one load, and a failed load is not kept.
 */
export function cachedReferences(
  client: FeederClient,
  { ttlMs = 6 * 60 * 60_000, clock = realClock }: { ttlMs?: number; clock?: Clock } = {},
) {
  let entry: { at: number; value: Promise<FeederReferences> } | null = null
  return {
    get(): Promise<FeederReferences> {
      if (entry && clock.now() - entry.at < ttlMs) return entry.value
      const value = loadReferences(client)
      const current = { at: clock.now(), value }
      entry = current
      value.catch(() => {
        if (entry === current) entry = null
      })
      return value
    },
    clear() {
      entry = null
    },
  }
}
