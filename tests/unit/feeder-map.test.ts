import { describe, expect, it } from 'vitest'
import { RELIGIONS } from '@/features/admissions/form/fields'
import {
  FINANCING_NAMES,
  toBiodataRecord,
  toRiwayatRecord,
  type Financing,
  type FeederStudentInput,
} from '@/features/feeder/map'
import type { FeederReferences } from '@/features/feeder/references'
import type { AgamaRow, ProdiRow, WilayahRow } from '@/features/feeder/types'

const agama = (id_agama: number, nama_agama: string): AgamaRow => ({ id_agama, nama_agama })
const wilayah = (id: string, name: string, level: number, parent: string): WilayahRow => ({
  id_wilayah: id,
  nama_wilayah: name,
  id_level_wilayah: level,
  id_induk_wilayah: parent,
  id_negara: 'ID',
})
const prodi = (id: string, name: string, level: string, status: string): ProdiRow => ({
  id_prodi: id,
  kode_program_studi: '55201',
  nama_program_studi: name,
  status,
  id_jenjang_pendidikan: 30,
  nama_jenjang_pendidikan: level,
})

/** A few rows of each list, spelled as the Feeder spells them (ids deliberately not 1, 2, 3). */
const refs: FeederReferences = {
  jenjangPendidikan: [
    { id_jenjang_didik: 6, nama_jenjang_didik: 'SMA' },
    { id_jenjang_didik: 30, nama_jenjang_didik: 'S1' },
  ],
  pekerjaan: [
    { id_pekerjaan: 5, nama_pekerjaan: 'PNS/TNI/Polri' },
    { id_pekerjaan: 9, nama_pekerjaan: 'Wiraswasta' },
  ],
  penghasilan: [
    { id_penghasilan: 11, nama_penghasilan: 'Kurang dari Rp. 500,000' },
    { id_penghasilan: 12, nama_penghasilan: 'Rp. 500,000 - Rp. 999,999' },
    { id_penghasilan: 14, nama_penghasilan: 'Rp. 2,000,000 - Rp. 4,999,999' },
  ],
  kebutuhanKhusus: [
    { id_kebutuhan_khusus: 0, nama_kebutuhan_khusus: 'Tidak ada' },
    { id_kebutuhan_khusus: 1, nama_kebutuhan_khusus: 'A - Tuna netra' },
    { id_kebutuhan_khusus: 16, nama_kebutuhan_khusus: 'D - Tuna daksa ringan' },
    { id_kebutuhan_khusus: 32, nama_kebutuhan_khusus: 'D1 - Tuna daksa sedang' },
  ],
  profil: {
    id_perguruan_tinggi: 'pt-uuid',
    nama_perguruan_tinggi: 'Universitas Teknologi Bandung',
  },
  agama: [
    agama(11, 'Islam'),
    agama(12, 'Kristen'),
    agama(13, 'Katholik'),
    agama(14, 'Hindu'),
    agama(15, 'Budha'),
    agama(16, 'Konghucu'),
    agama(99, 'Lainnya'),
  ],
  wilayah: [
    wilayah('026000  ', 'Kota Bandung', 2, '020000  '),
    wilayah('026018  ', 'Kec. Coblong', 3, '026000  '),
    wilayah('020800  ', 'Kab. Bandung', 2, '020000  '),
    wilayah('020822  ', 'Kec. Margahayu', 3, '020800  '),
    wilayah('020899  ', 'Kec. Coblong', 3, '029999  '),
  ],
  jenisPendaftaran: [
    { id_jenis_daftar: 21, nama_jenis_daftar: 'Pindahan' },
    { id_jenis_daftar: 27, nama_jenis_daftar: 'Peserta didik baru' },
  ],
  jalurMasuk: [
    { id_jalur_masuk: 34, nama_jalur_masuk: 'Seleksi Mandiri PTS' },
    { id_jalur_masuk: 39, nama_jalur_masuk: 'Program Internasional' },
  ],
  pembiayaan: [
    { id_pembiayaan: 41, nama_pembiayaan: 'Mandiri' },
    { id_pembiayaan: 42, nama_pembiayaan: 'Beasiswa Tidak Penuh' },
    { id_pembiayaan: 43, nama_pembiayaan: 'Beasiswa Penuh' },
  ],
  prodi: [
    prodi('prodi-d3-if', 'Teknik Informatika', 'D3', 'A'),
    prodi('prodi-s1-if-old', 'Teknik Informatika', 'S1', 'H'),
    prodi('prodi-s1-if', 'Teknik Informatika', 'S1', 'A'),
  ],
  semester: [
    {
      id_semester: '20261',
      id_tahun_ajaran: '2026',
      nama_semester: '2026/2027 Ganjil',
      semester: 1,
      a_periode_aktif: 1,
    },
    {
      id_semester: '20262',
      id_tahun_ajaran: '2026',
      nama_semester: '2026/2027 Genap',
      semester: 2,
      a_periode_aktif: 0,
    },
  ],
}

const student: FeederStudentInput = {
  fullName: ' Siti Rahmawati ',
  gender: 'female',
  birthPlace: 'Bandung',
  // Midnight in Jakarta, as Payload stores a date picked in the admin.
  birthDate: '2008-03-11T17:00:00.000Z',
  nik: '3273015203080001',
  religion: 'Katolik',
  address: 'Jl. Dago No. 10',
  region: { city: 'Kota Bandung', district: 'Coblong', village: 'Dago' },
  phone: '081234567890',
  email: 'siti@example.com',
  motherName: 'Aminah',
  nim: '2026010001',
  track: 'jepang',
  financing: 'partial-scholarship',
  programme: { name: 'Teknik Informatika', degree: 'S1' },
  entryYear: 2026,
  registeredOn: '2026-08-01',
  entryFee: 3_500_000,
}

describe('Kampus student → Feeder records', () => {
  it('maps the biodata by the Feeder names: religion, kecamatan under its city, L/P, Jakarta day', () => {
    expect(toBiodataRecord(student, refs)).toEqual({
      ok: true,
      record: {
        nama_mahasiswa: 'Siti Rahmawati',
        jenis_kelamin: 'P',
        tempat_lahir: 'Bandung',
        tanggal_lahir: '2008-03-12',
        id_agama: 13,
        nik: '3273015203080001',
        kewarganegaraan: 'ID',
        jalan: 'Jl. Dago No. 10',
        kelurahan: 'Dago',
        id_wilayah: '026018  ',
        handphone: '081234567890',
        email: 'siti@example.com',
        nama_ibu_kandung: 'Aminah',
        penerima_kps: 0,
        id_kebutuhan_khusus_mahasiswa: 0,
        id_kebutuhan_khusus_ayah: 0,
        id_kebutuhan_khusus_ibu: 0,
      },
    })
  })

  it('maps the registration: new student, the track’s entry path, financing, active programme, term', () => {
    expect(toRiwayatRecord(student, refs, 'mhs-uuid')).toEqual({
      ok: true,
      record: {
        id_mahasiswa: 'mhs-uuid',
        nim: '2026010001',
        id_jenis_daftar: 27,
        id_jalur_daftar: 39,
        id_periode_masuk: '20261',
        tanggal_daftar: '2026-08-01',
        id_perguruan_tinggi: 'pt-uuid',
        id_prodi: 'prodi-s1-if',
        id_pembiayaan: 42,
        biaya_masuk: 3_500_000,
      },
    })
    // A track without its own Feeder path falls back to the college's own selection.
    const magang = toRiwayatRecord({ ...student, track: 'magang' }, refs, 'mhs-uuid')
    expect(magang.ok && magang.record.id_jalur_daftar).toBe(34)
  })

  it('finds every Kampus religion and financing in the Feeder’s spelling', () => {
    const found = RELIGIONS.map((religion) => {
      const mapped = toBiodataRecord({ ...student, religion }, refs)
      return mapped.ok ? mapped.record.id_agama : null
    })
    expect(found).toEqual([11, 12, 13, 14, 15, 16, 99])
    const financing = (Object.keys(FINANCING_NAMES) as Financing[]).map((f) => {
      const mapped = toRiwayatRecord({ ...student, financing: f }, refs, 'mhs-uuid')
      return mapped.ok ? mapped.record.id_pembiayaan : null
    })
    expect(financing).toEqual([41, 42, 43])
  })

  it('says in Indonesian which value the Feeder lacks, instead of guessing an id', () => {
    const wrongCity = toBiodataRecord(
      { ...student, region: { city: 'Kab. Bandung', district: 'Coblong', village: 'Dago' } },
      refs,
    )
    expect(wrongCity).toEqual({
      ok: false,
      problems: [
        'Kecamatan "Coblong, Kab. Bandung" tidak ditemukan di referensi Feeder (GetWilayah).',
      ],
    })
    const incomplete = toBiodataRecord({ ...student, nik: '3273', motherName: ' ' }, refs)
    expect(incomplete).toEqual({
      ok: false,
      problems: ['NIK harus 16 angka.', 'Nama ibu kandung wajib diisi.'],
    })
    const noTerm = toRiwayatRecord(
      { ...student, entryYear: 2030, programme: { name: 'Teknik Informatika', degree: 'S2' } },
      refs,
      'mhs-uuid',
    )
    expect(noTerm).toEqual({
      ok: false,
      problems: [
        'Program studi "S2 Teknik Informatika" tidak ditemukan di referensi Feeder (GetProdi).',
        'Semester "2030/2031 Ganjil" tidak ditemukan di referensi Feeder (GetSemester).',
      ],
    })
  })

  it('sends the parents’ data and special needs by the Feeder’s ids, and names what it cannot map', () => {
    const family = {
      ...student,
      father: { name: ' Budi ', education: 's1', occupation: 'civil', income: '2m-5m' },
      mother: { education: 'sma', occupation: 'entrepreneur' },
      specialNeeds: 'visual',
    } as const
    const mapped = toBiodataRecord(family, refs)
    expect(mapped.ok && mapped.record).toMatchObject({
      nama_ayah: 'Budi',
      id_pendidikan_ayah: 30,
      id_pekerjaan_ayah: 5,
      id_penghasilan_ayah: 14,
      id_pendidikan_ibu: 6,
      id_pekerjaan_ibu: 9,
      id_kebutuhan_khusus_mahasiswa: 1,
    })
    expect(mapped.ok && 'id_penghasilan_ibu' in mapped.record).toBe(false)
    // Each choice is one row of the Feeder's lists; one the Feeder does not list is named.
    const fewer = {
      ...refs,
      penghasilan: refs.penghasilan.filter((r) => r.nama_penghasilan !== 'Kurang dari Rp. 500,000'),
      kebutuhanKhusus: refs.kebutuhanKhusus.filter(
        (r) => !r.nama_kebutuhan_khusus.startsWith('D '),
      ),
    }
    expect(
      toBiodataRecord(
        { ...family, mother: { income: 'lt500k' }, specialNeeds: 'physical-mild' },
        refs,
      ).ok,
    ).toBe(true)
    const split = toBiodataRecord(
      { ...family, mother: { income: 'lt500k' }, specialNeeds: 'physical-mild' },
      fewer,
    )
    expect(split).toEqual({
      ok: false,
      problems: [
        'Penghasilan ibu "lt500k" tidak ditemukan di referensi Feeder (GetPenghasilan).',
        'Kebutuhan khusus "physical-mild" (pilih jenisnya langsung di Feeder bila tidak ada) tidak ' +
          'ditemukan di referensi Feeder (GetKebutuhanKhusus).',
      ],
    })
  })
})
