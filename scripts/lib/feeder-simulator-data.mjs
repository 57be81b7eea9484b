// Reference data of the Feeder simulator (scripts/lib/feeder-simulator.mjs): the shapes and a few
// rows of the real lists. Names follow the Feeder's own spelling (Katholik, Budha, Kec. …); ids
// are made up, and char(8) region ids keep the Feeder's trailing spaces.

export const PROFIL_PT = {
  id_perguruan_tinggi: '4f1c7e2a-9a51-4d4b-8c1e-5b0c3f2d7a10',
  kode_perguruan_tinggi: '049999',
  nama_perguruan_tinggi: 'Universitas Teknologi Bandung',
}

export const AGAMA = [
  [1, 'Islam'],
  [2, 'Kristen'],
  [3, 'Katholik'],
  [4, 'Hindu'],
  [5, 'Budha'],
  [6, 'Konghucu'],
  [99, 'Lainnya'],
].map(([id_agama, nama_agama]) => ({ id_agama, nama_agama }))

const region = (id, name, level, parent) => ({
  id_wilayah: id.padEnd(8),
  id_negara: 'ID',
  nama_wilayah: name,
  id_level_wilayah: level,
  id_induk_wilayah: parent === null ? null : parent.padEnd(8),
})

/** Kota Bandung's 30 kecamatan, where most of the college's applicants live. */
const BANDUNG_DISTRICTS = [
  'Bandung Kulon',
  'Babakan Ciparay',
  'Bojongloa Kaler',
  'Bojongloa Kidul',
  'Astana Anyar',
  'Regol',
  'Lengkong',
  'Bandung Kidul',
  'Buahbatu',
  'Rancasari',
  'Gedebage',
  'Cibiru',
  'Panyileukan',
  'Ujungberung',
  'Cinambo',
  'Arcamanik',
  'Antapani',
  'Coblong',
  'Mandalajati',
  'Kiaracondong',
  'Batununggal',
  'Sumur Bandung',
  'Andir',
  'Cicendo',
  'Bandung Wetan',
  'Cibeunying Kidul',
  'Cibeunying Kaler',
  'Sukajadi',
  'Sukasari',
  'Cidadap',
]

export const WILAYAH = [
  region('000000', 'Indonesia', 0, null),
  region('020000', 'Prov. Jawa Barat', 1, '000000'),
  region('026000', 'Kota Bandung', 2, '020000'),
  ...BANDUNG_DISTRICTS.map((name, i) =>
    region(`0260${String(i + 1).padStart(2, '0')}`, `Kec. ${name}`, 3, '026000'),
  ),
  region('020800', 'Kab. Bandung', 2, '020000'),
  region('020801', 'Kec. Ciwidey', 3, '020800'),
  region('020822', 'Kec. Margahayu', 3, '020800'),
  region('010000', 'Prov. D.K.I. Jakarta', 1, '000000'),
  region('016300', 'Kota Jakarta Selatan', 2, '010000'),
  region('016301', 'Kec. Tebet', 3, '016300'),
]

export const JENIS_PENDAFTARAN = [
  [1, 'Peserta didik baru'],
  [2, 'Pindahan'],
  [11, 'Alih Jenjang'],
  [12, 'Lintas Jalur'],
  [13, 'Rekognisi Pembelajaran Lampau (RPL)'],
].map(([id_jenis_daftar, nama_jenis_daftar]) => ({
  id_jenis_daftar,
  nama_jenis_daftar,
  untuk_daftar_sekolah: '1',
}))

export const JALUR_MASUK = [
  [3, 'Seleksi Mandiri PTN'],
  [4, 'Seleksi Mandiri PTS'],
  [5, 'Prestasi'],
  [9, 'Program Internasional'],
  [11, 'Program Kerjasama Perusahaan/Institusi/Pemerintah'],
].map(([id_jalur_masuk, nama_jalur_masuk]) => ({ id_jalur_masuk, nama_jalur_masuk }))

export const PEMBIAYAAN = [
  [1, 'Mandiri'],
  [2, 'Beasiswa Tidak Penuh'],
  [3, 'Beasiswa Penuh'],
].map(([id_pembiayaan, nama_pembiayaan]) => ({ id_pembiayaan, nama_pembiayaan }))

const prodi = (id, kode, name, jenjang, idJenjang) => ({
  id_prodi: id,
  kode_program_studi: kode,
  nama_program_studi: name,
  status: 'A',
  id_jenjang_pendidikan: idJenjang,
  nama_jenjang_pendidikan: jenjang,
})

export const PRODI = [
  prodi('b6a8d7c2-1f0e-4a3b-9c2d-7e6f5a4b3c21', '55201', 'Teknik Informatika', 'S1', 30),
  prodi('c7b9e8d3-2a1f-4b4c-8d3e-8f7a6b5c4d32', '57201', 'Sistem Informasi', 'S1', 30),
  prodi('d8cae9f4-3b2a-4c5d-9e4f-9a8b7c6d5e43', '20201', 'Teknik Elektro', 'S1', 30),
  prodi('f0ec0b16-5d4c-4e7f-9a6b-bc0d9e8f7a65', '26201', 'Teknik Industri', 'S1', 30),
  prodi('a1fd1c27-6e5d-4f80-8b7c-cd1e0f9a8b76', '61209', 'Bisnis Digital', 'S1', 30),
  prodi('b20e2d38-7f6e-4091-9c8d-de2f1a0b9c87', '90241', 'Desain Komunikasi Visual', 'S1', 30),
  prodi('e9dbfa05-4c3b-4d6e-8f5a-ab9c8d7e6f54', '56401', 'Teknik Informatika', 'D3', 22),
]

/** Academic years 2024/2025 to 2027/2028, both terms: id_semester "20261" is 2026/2027 Ganjil. */
export const SEMESTER = [2024, 2025, 2026, 2027].flatMap((year) =>
  [
    [1, 'Ganjil'],
    [2, 'Genap'],
  ].map(([term, name]) => ({
    id_semester: `${year}${term}`,
    id_tahun_ajaran: String(year),
    nama_semester: `${year}/${year + 1} ${name}`,
    semester: term,
    a_periode_aktif: year === 2026 && term === 1 ? 1 : 0,
  })),
)

// The lists of the parents' data and special needs, spelled as public clients show the Feeder's.
export const JENJANG_PENDIDIKAN = [
  [0, 'Tidak sekolah'],
  [4, 'SD'],
  [5, 'SMP'],
  [6, 'SMA'],
  [22, 'D3'],
  [23, 'D4'],
  [30, 'S1'],
  [35, 'S2'],
  [40, 'S3'],
].map(([id_jenjang_didik, nama_jenjang_didik]) => ({ id_jenjang_didik, nama_jenjang_didik }))

export const PEKERJAAN = [
  [1, 'Tidak bekerja'],
  [2, 'Nelayan'],
  [3, 'Petani'],
  [4, 'Peternak'],
  [5, 'PNS/TNI/Polri'],
  [6, 'Karyawan Swasta'],
  [7, 'Pedagang Kecil'],
  [8, 'Pedagang Besar'],
  [9, 'Wiraswasta'],
  [10, 'Wirausaha'],
  [11, 'Buruh'],
  [12, 'Pensiunan'],
  [99, 'Lainnya'],
].map(([id_pekerjaan, nama_pekerjaan]) => ({ id_pekerjaan, nama_pekerjaan }))

export const PENGHASILAN = [
  [11, 'Kurang dari Rp. 500,000'],
  [12, 'Rp. 500,000 - Rp. 999,999'],
  [13, 'Rp. 1,000,000 - Rp. 1,999,999'],
  [14, 'Rp. 2,000,000 - Rp. 4,999,999'],
  [15, 'Rp. 5,000,000 - Rp. 20,000,000'],
  [16, 'Lebih dari Rp. 20,000,000'],
  [0, 'Tidak Berpenghasilan'],
].map(([id_penghasilan, nama_penghasilan]) => ({ id_penghasilan, nama_penghasilan }))

export const KEBUTUHAN_KHUSUS = [
  [0, 'Tidak ada'],
  [1, 'A - Tuna netra'],
  [2, 'B - Tuna rungu'],
  [4, 'C - Tuna grahita ringan'],
  [8, 'C1 - Tuna grahita sedang'],
  [16, 'D - Tuna daksa ringan'],
  [32, 'D1 - Tuna daksa sedang'],
].map(([id_kebutuhan_khusus, nama_kebutuhan_khusus]) => ({
  id_kebutuhan_khusus,
  nama_kebutuhan_khusus,
}))

/** The required fields of each insert, in the order the Feeder reports the first missing one. */
export const REQUIRED = {
  InsertBiodataMahasiswa: [
    'nama_mahasiswa',
    'jenis_kelamin',
    'tempat_lahir',
    'tanggal_lahir',
    'id_agama',
    'nik',
    'kewarganegaraan',
    'kelurahan',
    'id_wilayah',
    'nama_ibu_kandung',
    'penerima_kps',
    'id_kebutuhan_khusus_mahasiswa',
    'id_kebutuhan_khusus_ayah',
    'id_kebutuhan_khusus_ibu',
  ],
  InsertRiwayatPendidikanMahasiswa: [
    'id_mahasiswa',
    'nim',
    'id_jenis_daftar',
    'id_periode_masuk',
    'tanggal_daftar',
    'id_perguruan_tinggi',
    'id_prodi',
    'biaya_masuk',
  ],
}
