/** What the payment routes answer, in the applicant's and the provider's envelope. */
export const PAYMENT_MESSAGES = {
  unknownProvider: 'Penyedia pembayaran tidak dikenal atau belum dikonfigurasi.',
  badSignature: 'Tanda tangan notifikasi tidak sah.',
  malformedNotification: 'Isi notifikasi tidak dapat dibaca.',
  unknownOrder: 'Tagihan dengan nomor pesanan ini tidak ditemukan.',
  wrongAmount: 'Jumlah pada notifikasi tidak sama dengan tagihan.',
  statusUnavailable: 'Status pembayaran belum dapat diperiksa ke penyedia. Kirim ulang nanti.',
  notificationApplied: 'Notifikasi diterima; status pembayaran diperbarui.',
  notificationKnown: 'Notifikasi diterima; tidak ada perubahan.',
  tooLarge: 'Isi permintaan terlalu besar.',
  tooManyRefused: 'Terlalu banyak notifikasi yang ditolak dari alamat ini. Coba lagi nanti.',
  signedOut: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  noApplication: 'Pilih jalur pendaftaran terlebih dahulu sebelum membayar.',
  notPayable: 'Biaya pendaftaran Anda sudah lunas atau tidak dapat dibayar lagi.',
  unknownMethod: 'Pilih cara pembayaran yang tersedia.',
  noOnlinePayment: 'Pembayaran online belum tersedia. Silakan bayar dengan transfer manual.',
  providerDown:
    'Layanan pembayaran sedang tidak dapat dihubungi. Coba lagi beberapa menit lagi atau bayar ' +
    'dengan transfer manual.',
  created: 'Tagihan dibuat. Bayar sebelum batas waktu.',
  existing: 'Tagihan Anda yang masih berlaku.',
  list: 'Pembayaran Anda.',
  receiptForbidden: 'Kuitansi hanya dapat diunduh oleh pendaftar yang membayar dan panitia.',
  receiptNotFound: 'Pembayaran tidak ditemukan.',
  receiptNotPaid: 'Kuitansi tersedia setelah pembayaran lunas.',
} as const

/** Why an instalment of the first-semester fee cannot be paid now. */
export const TUITION_MESSAGES = {
  noReregistration: 'Daftar ulang Anda tidak ditemukan.',
  withdrawn: 'Daftar ulang Anda sudah gugur; biaya semester pertama tidak dapat dibayar.',
  noFee: 'Biaya semester pertama Anda belum ditetapkan. Hubungi panitia penerimaan.',
  unknownInstalment: 'Cicilan yang dipilih tidak ada.',
  instalmentPaid: 'Cicilan ini sudah lunas.',
  notNext: 'Cicilan ini belum dapat dibayar: bayar cicilan sebelumnya terlebih dahulu.',
  firstNotOpen: 'Cicilan pertama hanya dapat dibayar selama daftar ulang Anda masih dilengkapi.',
  lapsed: 'Batas daftar ulang sudah lewat; cicilan pertama tidak dapat dibayar lagi.',
} as const
