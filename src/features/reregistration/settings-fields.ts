import type { Field } from 'payload'
import { DEFAULT_DAYS_TO_COMPLETE, DEFAULT_INSTALMENTS } from './vocabulary'

/** The "Daftar Ulang" tab of the admissions settings. */
export const reregistrationSettingsFields = (): Field[] => [
  {
    type: 'row',
    fields: [
      {
        name: 'instalments',
        label: 'Cicilan biaya semester pertama paling banyak',
        type: 'number',
        required: true,
        min: 1,
        max: 6,
        defaultValue: DEFAULT_INSTALMENTS,
        admin: {
          description: '1 = harus lunas sekaligus. Cicilan pertama wajib lunas saat daftar ulang.',
        },
      },
      {
        name: 'daysToComplete',
        label: 'Lama daftar ulang (hari)',
        type: 'number',
        required: true,
        min: 1,
        max: 90,
        defaultValue: DEFAULT_DAYS_TO_COMPLETE,
        admin: {
          description:
            'Dipakai bila gelombang pendaftar tidak mengisi "Batas daftar ulang": dihitung dari ' +
            'hari pengumuman diterima.',
        },
      },
    ],
  },
]
