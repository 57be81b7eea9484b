import type { Access, CollectionConfig } from 'payload'
import { appendOnlyAccess } from '@/access/roles'
import { adminCsvExport } from '@/features/cms/csv-export'
import { consentCsv } from '@/features/privacy/csv'
import {
  CONSENT_DECISIONS,
  CONSENT_DECISION_LABELS,
  CONSENT_KINDS,
  CONSENT_KIND_LABELS,
  CONSENT_SOURCES,
  CONSENT_SOURCE_LABELS,
  COOKIE_CATEGORIES,
  COOKIE_CATEGORY_LABELS,
  EXPORT_FORBIDDEN,
  selectOptions,
} from '@/features/privacy/messages'
import type { ConsentRecord } from '@/payload-types'

/**
 * Only the consent service (src/features/privacy/consent.ts) creates records, for the visitor or
 * applicant it acts for, and marks its request context; no REST or GraphQL client can set it.
 */
export const RECORD_CONSENT = 'recordConsent'
const fromConsentService: Access = ({ req }) => req.context?.[RECORD_CONSENT] === true

const csvExport = adminCsvExport<ConsentRecord>({
  collection: 'consent-records',
  filePrefix: 'catatan-persetujuan',
  forbidden: EXPORT_FORBIDDEN,
  description: 'Berisi catatan persetujuan sesuai filter.',
  csv: consentCsv,
})

/**
 * Every consent given or withdrawn (UU PDP): the registration's privacy consent and each renewal,
 * the cookie banner's choices (an anonymous visitor id, never an address), a guardian's consent.
 * Append-only: nobody updates or deletes a record through any API; admins list and export.
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: { singular: 'Catatan Persetujuan', plural: 'Catatan Persetujuan' },
  admin: {
    group: 'Privasi',
    useAsTitle: 'kind',
    defaultColumns: ['createdAt', 'kind', 'decision', 'noticeVersion', 'categories', 'applicant'],
    description:
      'Setiap persetujuan yang diberikan atau ditarik, dengan versi kebijakan privasi yang ' +
      'disetujui. Catatan tidak dapat diubah atau dihapus.',
    ...csvExport.admin,
  },
  endpoints: [csvExport.endpoint],
  access: appendOnlyAccess(fromConsentService),
  defaultSort: '-createdAt',
  disableDuplicate: true,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: 'Jenis',
          type: 'select',
          required: true,
          index: true,
          options: selectOptions(CONSENT_KINDS, CONSENT_KIND_LABELS),
        },
        {
          name: 'decision',
          label: 'Keputusan',
          type: 'select',
          required: true,
          defaultValue: 'given',
          options: selectOptions(CONSENT_DECISIONS, CONSENT_DECISION_LABELS),
        },
        {
          name: 'noticeVersion',
          label: 'Versi kebijakan privasi',
          type: 'number',
          required: true,
          min: 1,
        },
      ],
    },
    {
      name: 'categories',
      label: 'Kategori cookie yang diizinkan',
      type: 'select',
      hasMany: true,
      options: selectOptions(COOKIE_CATEGORIES, COOKIE_CATEGORY_LABELS),
    },
    {
      name: 'applicant',
      label: 'Pendaftar',
      type: 'relationship',
      relationTo: 'applicants',
      index: true,
      admin: { description: 'Kosong untuk pilihan cookie pengunjung.' },
    },
    {
      name: 'visitorId',
      label: 'ID pengunjung (acak)',
      type: 'text',
      index: true,
      maxLength: 64,
      admin: { description: 'Dari cookie acak di peramban, bukan dari alamat IP.' },
    },
    {
      name: 'source',
      label: 'Sumber',
      type: 'select',
      options: selectOptions(CONSENT_SOURCES, CONSENT_SOURCE_LABELS),
    },
    { name: 'detail', label: 'Keterangan', type: 'text', maxLength: 300 },
  ],
}
