import type { CollectionConfig } from 'payload'
import { appendOnlyAccess, nobody } from '@/access/roles'
import { adminCsvExport } from '@/features/cms/csv-export'
import { auditCsv } from '@/features/privacy/csv'
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  EXPORT_FORBIDDEN,
  selectOptions,
} from '@/features/privacy/messages'
import type { AccessAudit as AccessAuditDoc } from '@/payload-types'

const csvExport = adminCsvExport<AccessAuditDoc>({
  collection: 'access-audit',
  filePrefix: 'log-akses-staf',
  forbidden: EXPORT_FORBIDDEN,
  description: 'Berisi log sesuai filter.',
  csv: auditCsv,
})

/**
 * The staff access audit (UU PDP): every time staff open or list applications, applicant
 * accounts, applicant files or data requests (with how many and which), download an applicant's
 * file or export a CSV. Written by the server alone
 * (src/features/privacy/audit.ts); admins read and export it; nobody edits or deletes it.
 */
export const AccessAudit: CollectionConfig = {
  slug: 'access-audit',
  labels: { singular: 'Log Akses Staf', plural: 'Log Akses Staf' },
  admin: {
    group: 'Privasi',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'userEmail', 'action', 'target', 'count', 'ip'],
    description:
      'Catatan otomatis setiap kali staf membuka atau membaca daftar pendaftaran, akun dan ' +
      'berkas pendaftar atau permintaan data pribadi, mengunduh berkas pendaftar, atau ' +
      'mengekspor CSV. Tidak dapat diubah atau dihapus.',
    ...csvExport.admin,
  },
  endpoints: [csvExport.endpoint],
  access: appendOnlyAccess(nobody),
  defaultSort: '-createdAt',
  disableDuplicate: true,
  fields: [
    {
      name: 'summary',
      label: 'Ringkasan',
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'action',
      label: 'Tindakan',
      type: 'select',
      required: true,
      index: true,
      options: selectOptions(AUDIT_ACTIONS, AUDIT_ACTION_LABELS),
      admin: { readOnly: true },
    },
    { name: 'target', label: 'Data yang diakses', type: 'text', admin: { readOnly: true } },
    {
      name: 'count',
      label: 'Jumlah data',
      type: 'number',
      admin: { readOnly: true, description: 'Berapa dokumen yang diterima staf.' },
    },
    {
      name: 'records',
      label: 'ID data',
      type: 'number',
      hasMany: true,
      admin: {
        readOnly: true,
        description:
          'ID dokumen yang diterima staf: saring untuk tahu siapa membaca data seseorang.',
      },
    },
    {
      name: 'via',
      label: 'Melalui',
      type: 'text',
      maxLength: 300,
      admin: { readOnly: true, description: 'REST (metode dan alamat), GraphQL atau panel admin.' },
    },
    {
      name: 'user',
      label: 'Staf',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'userEmail',
      label: 'Email staf',
      type: 'text',
      admin: { readOnly: true, description: 'Tetap tercatat bila akun staf dihapus.' },
    },
    { name: 'ip', label: 'Alamat IP', type: 'text', maxLength: 64, admin: { readOnly: true } },
  ],
}
