/**
 * Why an applicant's upload is refused: the message they read and the HTTP status the upload
 * route answers with. The collection hook throws the message inside a ValidationError; the
 * route maps the message back to its status, so every path shows the same words.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
/** Longest side of a stored image: enough to read a receipt or a document, small to keep. */
export const MAX_IMAGE_SIDE = 3000
/** Larger images are refused before decoding (a tiny file can declare a huge canvas). */
export const MAX_IMAGE_PIXELS = 100_000_000

export const REFUSALS = {
  empty: { status: 400, message: 'Berkas kosong. Pilih berkas lain.' },
  tooLarge: { status: 413, message: 'Ukuran berkas maksimal 5 MB.' },
  type: { status: 415, message: 'Berkas harus berupa JPG, PNG atau PDF.' },
  imageOnly: { status: 415, message: 'Pas foto harus berupa gambar JPG atau PNG.' },
  imagePolyglot: {
    status: 415,
    message:
      'Berkas ini tampaknya berisi data lain selain gambar; unggah ulang hasil foto/pindaian asli.',
  },
  imageBroken: {
    status: 400,
    message: 'Gambar rusak atau tidak dapat dibaca; unggah ulang hasil foto/pindaian asli.',
  },
  imageHuge: {
    status: 400,
    message: 'Resolusi gambar terlalu besar. Perkecil ukuran foto lalu unggah ulang.',
  },
  pdfBroken: {
    status: 400,
    message: 'Berkas PDF rusak atau tidak dapat dibaca; unggah ulang hasil pindaian asli.',
  },
  pdfActive: {
    status: 415,
    message:
      'PDF ini berisi skrip, lampiran atau tindakan otomatis yang tidak diizinkan. ' +
      'Simpan ulang sebagai PDF biasa (mis. lewat Cetak ke PDF) lalu unggah kembali.',
  },
  pdfEncrypted: {
    status: 415,
    message: 'PDF yang dilindungi kata sandi tidak dapat diterima. Unggah PDF tanpa kata sandi.',
  },
  pdfPolyglot: {
    status: 415,
    message: 'Berkas PDF ini berisi data lain selain dokumen; unggah ulang hasil pindaian asli.',
  },
  remote: { status: 400, message: 'Unggah berkas dari perangkat Anda.' },
} as const satisfies Record<string, { status: number; message: string }>

export type RefusalCode = keyof typeof REFUSALS

/** Thrown by the checks; the collection hook turns it into a ValidationError. */
export class UploadRefused extends Error {
  constructor(readonly code: RefusalCode) {
    super(REFUSALS[code].message)
    this.name = 'UploadRefused'
  }
}

/** By name as well as class: a bundler may give the thrower and the catcher separate copies of this module. */
export const isUploadRefused = (error: unknown): error is UploadRefused =>
  error instanceof UploadRefused || (error instanceof Error && error.name === 'UploadRefused')

/** The HTTP status of a refusal message (400 for any other validation message). */
export function statusForMessage(message: string): number {
  return Object.values(REFUSALS).find((r) => r.message === message)?.status ?? 400
}
