/**
 * What an applicant uploads: the kinds of file, the label each carries wherever it is shown
 * (the admin, the form, the upload fields, the data export) and the document field of the
 * application each fills. The ApplicantFiles and Applications collections, the upload service
 * and the upload components all read these, so a kind, a slot or a label is named once.
 */
export const UPLOAD_KINDS = [
  'payment_proof',
  'photo',
  'id_card',
  'diploma',
  'skck',
  'final_diploma',
] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

export const UPLOAD_KIND_LABELS: Record<UploadKind, string> = {
  payment_proof: 'Bukti pembayaran',
  photo: 'Pas foto',
  id_card: 'KTP / Kartu Keluarga',
  diploma: 'Ijazah / Surat Keterangan Lulus',
  skck: 'SKCK',
  final_diploma: 'Ijazah akhir',
}

/** The select options of the applicant-files `kind` field. */
export const UPLOAD_KIND_OPTIONS = UPLOAD_KINDS.map((value) => ({
  label: UPLOAD_KIND_LABELS[value],
  value,
}))

/** The photo is printed on the exam card, so it must be an image (JPG or PNG), never a PDF. */
export const isImageOnlyKind = (kind: unknown): boolean => kind === 'photo'

/** The document fields of the application (`documents.<slot>`), in form order, and the kind each takes. */
export const DOCUMENT_KINDS = {
  photo: 'photo',
  idCard: 'id_card',
  diploma: 'diploma',
  skck: 'skck',
} as const satisfies Record<string, Exclude<UploadKind, 'payment_proof' | LaterKind>>
export type DocumentSlot = keyof typeof DOCUMENT_KINDS
export type DocumentKind = (typeof DOCUMENT_KINDS)[DocumentSlot]
export const DOCUMENT_SLOTS = Object.keys(DOCUMENT_KINDS) as DocumentSlot[]
export const isDocumentKind = (kind: UploadKind): kind is DocumentKind =>
  (Object.values(DOCUMENT_KINDS) as UploadKind[]).includes(kind)

/**
 * Kinds uploaded after the application, once it is accepted, and held by another record: the
 * final diploma (often issued after the graduation letter sent with the form) by the
 * re-registration's `finalDiploma` field. Admissions names that collection and field here but
 * does not import re-registration (which imports admissions): the upload route passes
 * re-registration's attach function in, and the purge and the upload cap read the field by name.
 */
export const LATER_KINDS = ['final_diploma'] as const
export type LaterKind = (typeof LATER_KINDS)[number]
export const REREGISTRATION_FILE_FIELD = 'finalDiploma'

/** The slot a document of this kind fills. */
export const slotOfKind = (kind: DocumentKind): DocumentSlot =>
  DOCUMENT_SLOTS.find((slot) => DOCUMENT_KINDS[slot] === kind)!
export const slotLabel = (slot: DocumentSlot): string => UPLOAD_KIND_LABELS[DOCUMENT_KINDS[slot]]

/** What the submission check says while a document is missing. */
export const MISSING_DOCUMENT: Record<DocumentSlot, string> = {
  photo: 'Unggah pas foto.',
  idCard: 'Unggah KTP atau Kartu Keluarga.',
  diploma: 'Unggah ijazah atau surat keterangan lulus.',
  skck: 'Unggah SKCK.',
}

/** The application's fields that point at an applicant file. */
export const FILE_FIELDS = [
  'paymentProof',
  ...DOCUMENT_SLOTS.map((slot) => `documents.${slot}` as const),
]
