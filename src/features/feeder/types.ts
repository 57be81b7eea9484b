/**
 * The Neo Feeder web service's own shapes (wire types): one POST endpoint, a JSON body naming the
 * action (`act`), and an answer `{ error_code, error_desc, data }` where error_code 0 means done.
 * Field names are the Feeder's; what the README lists as unconfirmed is marked here too.
 */

export type FeederRequest = {
  act: string
  token?: string
  filter?: string
  order?: string
  limit?: number
  offset?: number
  record?: Record<string, unknown>
  /** GetToken only. */
  username?: string
  password?: string
  /** GetDictionary only: the action whose fields are described (name not confirmed). */
  fungsi?: string
}

export type FeederAnswer<T = unknown> = {
  error_code: number | string
  error_desc: string
  data: T
}

export type AgamaRow = { id_agama: number | string; nama_agama: string }

export type WilayahRow = {
  id_wilayah: string
  nama_wilayah: string
  /** 1 provinsi, 2 kabupaten/kota, 3 kecamatan (0: the country). */
  id_level_wilayah: number | string
  id_induk_wilayah: string | null
  id_negara: string
}

export type JenisPendaftaranRow = {
  id_jenis_daftar: number | string
  nama_jenis_daftar: string
  untuk_daftar_sekolah?: string
}

export type JalurMasukRow = { id_jalur_masuk: number | string; nama_jalur_masuk: string }

export type PembiayaanRow = { id_pembiayaan: number | string; nama_pembiayaan: string }

export type ProdiRow = {
  id_prodi: string
  kode_program_studi: string
  nama_program_studi: string
  status: string
  id_jenjang_pendidikan: number | string
  nama_jenjang_pendidikan: string
}

export type SemesterRow = {
  /** Year and term, e.g. "20261" for 2026/2027 Ganjil: what id_periode_masuk takes. */
  id_semester: string
  id_tahun_ajaran: string
  nama_semester: string
  semester: number | string
  a_periode_aktif: number | string
}

/** GetJenjangPendidikan: the levels of education, for the parents' (id_pendidikan_ayah/ibu). */
export type JenjangPendidikanRow = { id_jenjang_didik: number | string; nama_jenjang_didik: string }

export type PekerjaanRow = { id_pekerjaan: number | string; nama_pekerjaan: string }

export type PenghasilanRow = { id_penghasilan: number | string; nama_penghasilan: string }

/** GetKebutuhanKhusus: 0 is "Tidak ada"; the others are named "A - Tuna netra" and so on. */
export type KebutuhanKhususRow = {
  id_kebutuhan_khusus: number | string
  nama_kebutuhan_khusus: string
}

export type ProfilPtRow = { id_perguruan_tinggi: string; nama_perguruan_tinggi: string }

/** InsertBiodataMahasiswa's record: the required fields and the optional ones Kampus fills. */
export type BiodataRecord = {
  nama_mahasiswa: string
  jenis_kelamin: 'L' | 'P'
  tempat_lahir: string
  /** yyyy-mm-dd */
  tanggal_lahir: string
  id_agama: number | string
  nik: string
  nisn?: string
  /** GetNegara's id_negara, "ID" for Indonesian citizens. */
  kewarganegaraan: string
  jalan?: string
  kelurahan: string
  /** The kecamatan's id_wilayah from GetWilayah. */
  id_wilayah: string
  kode_pos?: string
  handphone?: string
  email?: string
  nama_ibu_kandung: string
  nama_ayah?: string
  id_pendidikan_ayah?: number | string
  id_pekerjaan_ayah?: number | string
  id_penghasilan_ayah?: number | string
  id_pendidikan_ibu?: number | string
  id_pekerjaan_ibu?: number | string
  id_penghasilan_ibu?: number | string
  penerima_kps: 0 | 1
  id_kebutuhan_khusus_mahasiswa: number | string
  id_kebutuhan_khusus_ayah: number
  id_kebutuhan_khusus_ibu: number
}

/** InsertRiwayatPendidikanMahasiswa's record: the student's registration at one programme. */
export type RiwayatRecord = {
  id_mahasiswa: string
  nim: string
  id_jenis_daftar: number | string
  id_jalur_daftar?: number | string
  /** GetSemester's id_semester, e.g. "20261". */
  id_periode_masuk: string
  /** yyyy-mm-dd */
  tanggal_daftar: string
  id_perguruan_tinggi: string
  id_prodi: string
  id_pembiayaan?: number | string
  biaya_masuk: number
}

/** One row of GetListMahasiswa (the fields Kampus reads; the Feeder sends more). */
export type MahasiswaRow = {
  id_mahasiswa: string
  nama_mahasiswa: string
  nik?: string
  nim?: string
  id_registrasi_mahasiswa?: string
  [field: string]: unknown
}

/** One row of GetListRiwayatPendidikanMahasiswa (the fields Kampus reads). */
export type RiwayatRow = {
  id_registrasi_mahasiswa: string
  id_mahasiswa: string
  nim: string
  id_prodi: string
  id_periode_masuk: string
  [field: string]: unknown
}
