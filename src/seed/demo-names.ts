/** A list written as one comma-separated text (shorter to read than one name per line). */
const list = (text: string): readonly string[] => text.split(', ')

/**
 * Indonesian given names and family names for the generated demo applicants (Sundanese,
 * Javanese, Batak, Minang, Balinese, Bugis and Chinese-Indonesian names, as a Bandung college
 * sees them). Combined by the seeded generator; no real person is meant.
 */
export const GIVEN_NAMES = {
  female: list(
    'Ayu, Putri, Siti, Dewi, Rina, Nurul, Fitri, Intan, Anisa, Dinda, Salsabila, Nabila, ' +
      'Aulia, Citra, Rizka, Wulan, Nadia, Kirana, Larasati, Syifa, Aisyah, Tiara, Yuliana, ' +
      'Maharani, Indah, Nia, Ratna, Gita, Melati, Ni Luh, Zahra, Vina, Sekar, Febriani, ' +
      'Hana, Raisa, Elsa, Meilani',
  ),
  male: list(
    'Budi, Agus, Rizky, Dimas, Fajar, Bayu, Andi, Ilham, Rafi, Yoga, Arief, Hendra, Galih, ' +
      'Asep, Dadan, Ujang, Teguh, Wahyu, Reza, Fikri, Kevin, Raka, Irfan, Gilang, Naufal, ' +
      'Hafiz, Rendy, Aditya, Bima, Daffa, I Made, I Gede, Muhammad, Taufik, Yusuf, Surya, ' +
      'Rangga, Ferdi',
  ),
} as const

export const FAMILY_NAMES = list(
  'Saputra, Pratama, Hidayat, Nugraha, Setiawan, Permana, Kurniawan, Gunawan, Ramadhan, ' +
    'Firmansyah, Maulana, Wijaya, Santoso, Sutrisno, Lestari, Rahayu, Puspitasari, ' +
    'Handayani, Anggraini, Susanti, Nasution, Siregar, Harahap, Simanjuntak, Lubis, ' +
    'Chaniago, Koto, Tanjung, Pangestu, Suryadi, Kusuma, Halim, Tanoto, Wibisono, Hakim, ' +
    'Syahputra, Mulyana, Sumarna, Sukmawati, Rusdiana, Suhendar, Hermawan, Fauzi, ' +
    'Iskandar, Daeng, Pardede, Sembiring',
)

export const BIRTH_PLACES = list(
  'Bandung, Cimahi, Sumedang, Garut, Tasikmalaya, Cianjur, Sukabumi, Bogor, Bekasi, ' +
    'Jakarta, Cirebon, Subang, Purwakarta, Karawang, Majalengka, Kuningan, Semarang, ' +
    'Yogyakarta, Medan, Padang, Palembang, Denpasar, Makassar, Lampung',
)

export const SCHOOLS = list(
  'SMA Negeri 3 Bandung, SMA Negeri 5 Bandung, SMA Negeri 1 Cimahi, ' +
    'SMK Negeri 4 Bandung, SMK Negeri 1 Cimahi, SMA Negeri 1 Sumedang, SMK Telkom Bandung, ' +
    'SMA Pasundan 2 Bandung, SMK Negeri 2 Garut, MA Negeri 1 Bandung, ' +
    'SMA Negeri 1 Cianjur, SMK Negeri 1 Subang, SMA Kristen BPK Penabur Bandung, ' +
    'SMK Negeri 1 Purwakarta, SMA Negeri 2 Tasikmalaya',
)

export const RELIGIONS = list('Islam, Islam, Islam, Islam, Kristen, Katolik, Hindu, Buddha')

export const STREETS = list(
  'Jl. Soekarno-Hatta, Jl. Buah Batu, Jl. Dipatiukur, Jl. Cihampelas, Jl. Setiabudi, ' +
    'Jl. Pasteur, Jl. Kiaracondong, Jl. Antapani, Jl. Cibaduyut, Jl. Gegerkalong',
)

export const REJECTION_REASONS = list(
  'Nominal transfer tidak sesuai dengan biaya pendaftaran., ' +
    'Foto bukti transfer buram; nomor referensi tidak terbaca., ' +
    'Nama pengirim tidak sesuai dan tidak ada keterangan nama pendaftar.',
)

export const STAFF_NAMES = list('Rina Marlina (Panitia PMB), Dedi Supriadi (Panitia PMB)')
