import type { Field } from 'payload'
import { TRACKS, TRACK_NAMES } from '@/features/admissions/tracks/tracks'
import { nimPatternProblem } from './nim-format'
import {
  DEFAULT_NIM_PATTERN,
  DEFAULT_SEMESTER,
  DEFAULT_TRACK_CODES,
  SEMESTER_LABELS,
} from './vocabulary'

const digits = (value: unknown) =>
  value === null || value === undefined || value === '' || /^\d{1,4}$/.test(String(value))
    ? true
    : 'Kode NIM berupa 1–4 angka.'

/** A faculty's or programme's code in the NIM (`FF`, `PP`): digits, zero-padded to the pattern. */
export const nimCodeField = (label: string): Field => ({
  name: 'nimCode',
  label,
  type: 'text',
  maxLength: 4,
  validate: digits,
  admin: { position: 'sidebar', description: 'Angka; dipakai dalam pola NIM (FF / PP).' },
})

/** The "NIM" tab of the admissions settings: the pattern, the intake's semester, track codes. */
export const nimSettingsFields = (): Field[] => [
  {
    name: 'pattern',
    label: 'Pola NIM',
    type: 'text',
    required: true,
    defaultValue: DEFAULT_NIM_PATTERN,
    validate: (value: unknown) => nimPatternProblem(value) ?? true,
    admin: {
      description:
        'TT/YY = tahun angkatan 2 digit (YYYY 4 digit), FF = kode fakultas, PP = kode program ' +
        'studi, J = kode jalur, S = semester (1 ganjil, 2 genap), XXX/NNN = nomor urut. Spasi ' +
        'hanya untuk dibaca dan tidak masuk ke NIM; angka, titik, garis miring dan tanda hubung ' +
        'ditulis apa adanya.',
    },
  },
  {
    name: 'semester',
    label: 'Semester masuk angkatan ini',
    type: 'select',
    required: true,
    defaultValue: DEFAULT_SEMESTER,
    options: Object.entries(SEMESTER_LABELS).map(([value, label]) => ({ label, value })),
  },
  {
    name: 'trackCodes',
    label: 'Kode jalur (J)',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: TRACKS.map((track) => ({
          name: track,
          label: TRACK_NAMES[track],
          type: 'text' as const,
          defaultValue: DEFAULT_TRACK_CODES[track],
          maxLength: 4,
          validate: digits,
        })),
      },
    ],
  },
]
