import type { GlobalBeforeChangeHook, GlobalConfig } from 'payload'
import { ValidationError } from 'payload'
import { anyone, isAdmin } from '@/access/roles'
import { revalidateGlobal } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { NOTICE_MESSAGES, PRIVACY_NOTICE_TITLE } from '@/features/privacy/messages'

/** A notice version never goes back: consent records and cookie revisions count upwards. */
const versionNeverDecreases: GlobalBeforeChangeHook = ({ data, originalDoc, req }) => {
  const previous = Number(originalDoc?.version ?? 0)
  if (typeof data.version === 'number' && data.version < previous) {
    throw new ValidationError({
      global: 'privacy-notice',
      errors: [{ path: 'version', message: NOTICE_MESSAGES.versionGoesBack(previous) }],
      req,
    })
  }
  return data
}

/**
 * The privacy notice (UU No. 27 Tahun 2022) at /kebijakan-privasi. Every save is kept as a
 * version, so the text of the version a consent record names can always be read back. Admins
 * edit it; anyone reads what is in force.
 */
export const PrivacyNotice: GlobalConfig = {
  slug: 'privacy-notice',
  label: PRIVACY_NOTICE_TITLE,
  admin: {
    group: 'Privasi',
    description:
      'Isi halaman /kebijakan-privasi. Setiap penyimpanan tercatat sebagai versi (tab Versi).',
  },
  access: { read: anyone, readVersions: isAdmin, update: isAdmin },
  versions: { max: 100 },
  hooks: {
    beforeChange: [versionNeverDecreases],
    afterChange: [revalidateGlobal(TAGS.privacyNotice)],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'version',
          label: 'Nomor versi',
          type: 'number',
          required: true,
          min: 1,
          defaultValue: 1,
          admin: { description: NOTICE_MESSAGES.versionHint, step: 1 },
          validate: (value: unknown) =>
            (typeof value === 'number' && Number.isInteger(value) && value >= 1) ||
            'Nomor versi harus bilangan bulat mulai dari 1.',
        },
        {
          name: 'effectiveDate',
          label: 'Berlaku sejak',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
      ],
    },
    {
      name: 'summary',
      label: 'Ringkasan',
      type: 'textarea',
      required: true,
      maxLength: 600,
      defaultValue:
        'Data Anda dipakai hanya untuk proses penerimaan mahasiswa baru sesuai ' +
        'UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
      admin: { description: 'Ditampilkan di formulir pendaftaran akun dan di halaman Data Saya.' },
    },
    { name: 'content', label: 'Isi kebijakan', type: 'richText' },
    {
      name: 'contact',
      label: 'Kontak pelindungan data pribadi',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: 'Nama / jabatan', type: 'text', maxLength: 150 },
            { name: 'email', label: 'Email', type: 'email' },
            { name: 'phone', label: 'Telepon', type: 'text', maxLength: 30 },
          ],
        },
        { name: 'address', label: 'Alamat surat', type: 'textarea', maxLength: 300 },
      ],
    },
  ],
}
