import type { Field, GlobalConfig } from 'payload'
import { anyone } from '@/access/roles'
import { admissionsStaff } from '@/access/applicants'
import { revalidateGlobal } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { REQUIREMENTS, REQUIREMENT_LABELS } from '@/features/admissions/tracks/eligibility'
import { TRACKS, TRACK_NAMES } from '@/features/admissions/tracks/tracks'
import { DEFAULT_REFUND_RULE, DEFAULT_REGISTRATION_FEE } from '@/features/admissions-info/fee'
import { titleField } from '@/fields/common'
import { ONLINE_METHODS } from '@/features/payments/providers/types'
import { PAYMENT_METHOD_LABELS } from '@/features/payments/vocabulary'
import { nimSettingsFields } from '@/features/enrolment/settings-fields'
import { reregistrationSettingsFields } from '@/features/reregistration/settings-fields'

const trackFields = (): Field[] => [
  { name: 'intro', label: 'Pengantar di halaman jalur', type: 'textarea', maxLength: 1000 },
  {
    name: 'requirements',
    label: 'Persyaratan yang berlaku',
    type: 'select',
    hasMany: true,
    options: REQUIREMENTS.map((value) => ({ label: REQUIREMENT_LABELS[value], value })),
  },
  {
    name: 'requiresSkckDocument',
    label: 'Wajib mengunggah SKCK',
    type: 'checkbox',
    defaultValue: false,
  },
  {
    name: 'panel',
    label: 'Panel TAHAPAN PENDAFTARAN',
    type: 'group',
    fields: [
      titleField('TAHAPAN PENDAFTARAN'),
      {
        name: 'steps',
        label: 'Tahapan',
        type: 'array',
        minRows: 1,
        fields: [
          { name: 'title', label: 'Judul tahap', type: 'text', required: true },
          {
            name: 'lines',
            label: 'Keterangan',
            type: 'array',
            fields: [{ name: 'text', label: 'Baris', type: 'text', required: true }],
          },
        ],
      },
      { name: 'infoTitle', label: 'Judul info', type: 'text', defaultValue: 'Info dan Pertanyaan' },
      {
        name: 'contacts',
        label: 'Kontak WhatsApp',
        type: 'array',
        fields: [
          { name: 'label', label: 'Nama', type: 'text', required: true },
          { name: 'phone', label: 'Nomor WhatsApp', type: 'text', required: true },
        ],
      },
      { name: 'additionalInfo', label: 'Info tambahan', type: 'textarea' },
      {
        type: 'row',
        fields: [
          { name: 'linkLabel', label: 'Teks tautan pendaftaran', type: 'text' },
          { name: 'linkUrl', label: 'Tautan pendaftaran', type: 'text' },
        ],
      },
    ],
  },
]

/** Everything the admissions office configures: period, fee, accounts, rules and the track panels. */
export const AdmissionsSettings: GlobalConfig = {
  slug: 'admissions-settings',
  label: 'Pengaturan Penerimaan',
  admin: { group: 'Penerimaan' },
  access: { read: anyone, readVersions: admissionsStaff, update: admissionsStaff },
  hooks: { afterChange: [revalidateGlobal(TAGS.admissionsSettings)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Umum',
          fields: [
            {
              name: 'period',
              label: 'Periode pendaftaran',
              type: 'text',
              required: true,
              defaultValue: '2027/2028',
            },
            {
              name: 'fee',
              label: 'Biaya pendaftaran (Rp)',
              type: 'number',
              required: true,
              min: 0,
              defaultValue: DEFAULT_REGISTRATION_FEE,
            },
            {
              name: 'bankAccounts',
              label: 'Rekening pembayaran',
              type: 'array',
              minRows: 1,
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'bank', label: 'Bank', type: 'text', required: true },
                    { name: 'number', label: 'Nomor rekening', type: 'text', required: true },
                    { name: 'holder', label: 'Atas nama', type: 'text', required: true },
                  ],
                },
              ],
            },
            {
              name: 'onlinePayment',
              label: 'Pembayaran online (VA dan QRIS)',
              type: 'group',
              admin: {
                description:
                  'Kunci penyedia diatur di server (variabel lingkungan), tidak di sini. Penyedia ' +
                  'yang kuncinya belum diatur tidak dipakai; pendaftar tetap dapat transfer manual.',
              },
              fields: [
                {
                  name: 'provider',
                  label: 'Penyedia',
                  type: 'select',
                  defaultValue: 'none',
                  options: [
                    { label: 'Tidak ada (transfer manual saja)', value: 'none' },
                    { label: 'Midtrans', value: 'midtrans' },
                    { label: 'Xendit', value: 'xendit' },
                  ],
                },
                {
                  name: 'methods',
                  label: 'Cara bayar yang ditawarkan',
                  type: 'select',
                  hasMany: true,
                  defaultValue: [...ONLINE_METHODS],
                  options: ONLINE_METHODS.map((value) => ({
                    label: PAYMENT_METHOD_LABELS[value],
                    value,
                  })),
                },
              ],
            },
            {
              name: 'refundRule',
              label: 'Ketentuan pengembalian biaya',
              type: 'textarea',
              required: true,
              defaultValue: DEFAULT_REFUND_RULE,
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'referenceDate',
                  label: 'Tanggal acuan usia',
                  type: 'date',
                  required: true,
                  admin: { date: { pickerAppearance: 'dayOnly' } },
                },
                {
                  name: 'minAge',
                  label: 'Usia minimal',
                  type: 'number',
                  required: true,
                  defaultValue: 17,
                },
                {
                  name: 'maxAge',
                  label: 'Usia maksimal',
                  type: 'number',
                  required: true,
                  defaultValue: 23,
                },
                {
                  name: 'minHeightCm',
                  label: 'Tinggi minimal (cm)',
                  type: 'number',
                  required: true,
                  defaultValue: 160,
                },
              ],
            },
          ],
        },
        ...TRACKS.map((track) => ({
          name: track,
          label: TRACK_NAMES[track],
          fields: trackFields(),
        })),
        {
          name: 'reregistration',
          label: 'Daftar Ulang',
          fields: reregistrationSettingsFields(),
        },
        { name: 'nim', label: 'NIM', fields: nimSettingsFields() },
      ],
    },
  ],
}
