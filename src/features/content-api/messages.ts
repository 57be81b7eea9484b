/** Every message the content API answers with (Indonesian, what a client may show as it is). */
export const API_MESSAGES = {
  loaded: (what: string) => `Data ${what} berhasil diambil.`,
  notFound: 'Alamat API tidak ditemukan. Lihat daftar alamat di /api/docs.',
  methodNotAllowed: (allowed: string) =>
    `Metode ini tidak didukung untuk alamat ini. Gunakan ${allowed}.`,
  unreadablePath: 'Alamat tidak dapat dibaca: periksa penulisan %-encoding-nya.',
  badPair: (pair: string) => `Bagian alamat "${pair.slice(0, 40)}" harus berbentuk kunci=nilai.`,
  unknownParameter: (key: string, allowed: string[]) =>
    `Parameter "${key.slice(0, 40)}" tidak dikenal. Parameter yang dikenal: ${allowed.join(', ') || 'tidak ada'}.`,
  serverError: 'Terjadi kesalahan di server. Coba lagi sebentar lagi.',
  integer: (name: string) => `${name} harus berupa bilangan bulat.`,
  atLeast: (name: string, min: number) => `${name} paling kecil ${min}.`,
  atMost: (name: string, max: number) => `${name} paling besar ${max}.`,
  tooLong: (name: string, max: number) => `${name} terlalu panjang (maksimal ${max} karakter).`,
  oneOf: (name: string, values: readonly string[]) =>
    `${name} harus salah satu dari: ${values.join(', ')}.`,
  unknownCategory: (value: string) => `Kategori "${value.slice(0, 60)}" tidak ditemukan.`,
  unknownCategoryOf: (value: string, known: readonly string[]) =>
    `Kategori "${value.slice(0, 60)}" tidak ditemukan. Kategori yang ada: ${known.join(', ')}.`,
  careerPostNotFound: (slug: string) =>
    `Info karier "${slug.slice(0, 60)}" tidak ditemukan atau belum diterbitkan.`,
  unknownNews: (seo: string) => `Berita "${seo.slice(0, 60)}" tidak ditemukan atau belum terbit.`,
} as const
