/**
 * The test appointment's fields: the labels and the two forms of test, shared by the
 * Applications collection (its `test` group) and the review queue's bulk scheduling form.
 */
export const TEST_MODES = ['offline', 'online'] as const
export type TestMode = (typeof TEST_MODES)[number]

export const TEST_MODE_OPTIONS: { label: string; value: TestMode }[] = [
  { label: 'Luring (di kampus)', value: 'offline' },
  { label: 'Daring', value: 'online' },
]

export const TEST_LABELS = {
  date: 'Tanggal dan jam',
  mode: 'Bentuk',
  examNumber: 'Nomor peserta',
  place: 'Tempat',
  onlineUrl: 'Tautan tes daring',
  notes: 'Catatan untuk peserta',
} as const
