import type { Access, CollectionConfig } from 'payload'
import { isAdmin, isContentStaff, nobody } from '@/access/roles'

/** Only the statistics endpoint (which marks its request context) may record a visit. */
export const RECORD_VISIT = 'recordVisit'
const fromVisitRecorder: Access = ({ req }) => req.context?.[RECORD_VISIT] === true

/** Visitor statistics: one row per page view, recorded only with analytics consent. */
export const PageVisits: CollectionConfig = {
  slug: 'page-visits',
  labels: { singular: 'Kunjungan', plural: 'Statistik Kunjungan' },
  admin: {
    group: 'Pengaturan',
    useAsTitle: 'path',
    defaultColumns: ['path', 'visitedAt', 'ip'],
    components: {
      beforeListTable: [
        '@/features/stats/ui/admin/VisitSummary#VisitSummary',
        '@/features/web-vitals/ui/admin/WebVitalsSummary#WebVitalsSummary',
      ],
    },
  },
  access: { read: isContentStaff, create: fromVisitRecorder, update: nobody, delete: isAdmin },
  defaultSort: '-visitedAt',
  fields: [
    { name: 'path', label: 'Halaman', type: 'text', required: true, index: true, maxLength: 300 },
    {
      name: 'visitedAt',
      label: 'Waktu',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'ip', label: 'IP (disamarkan)', type: 'text', maxLength: 64 },
    { name: 'userAgent', label: 'Peramban', type: 'text', maxLength: 300 },
  ],
}
