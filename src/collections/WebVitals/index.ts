import type { Access, CollectionConfig } from 'payload'
import { isAdmin, isContentStaff, nobody } from '@/access/roles'
import {
  DEVICES,
  DEVICE_LABELS,
  METRICS,
  METRIC_LABELS,
  NAVIGATION_LABELS,
  NAVIGATION_TYPES,
  RATINGS,
  RATING_LABELS,
} from '@/features/web-vitals/rules'
import { PAGE_TEMPLATES, PAGE_TEMPLATE_LABELS } from '@/features/web-vitals/templates'

/** Only the web-vitals endpoint (which marks its request context) may store a record. */
export const RECORD_WEB_VITAL = 'recordWebVital'
const fromWebVitalsEndpoint: Access = ({ req }) => req.context?.[RECORD_WEB_VITAL] === true

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

/**
 * Field data from real visitors (web-vitals), recorded only with analytics consent: one row per
 * metric of a page view, by page template and device class. No path, no address, no user.
 */
export const WebVitals: CollectionConfig = {
  slug: 'web-vitals',
  labels: { singular: 'Data Kecepatan', plural: 'Kecepatan Halaman' },
  admin: {
    group: 'Pengaturan',
    defaultColumns: ['recordedAt', 'template', 'device', 'metric', 'value', 'rating'],
    description: 'Diukur di peramban pengunjung yang mengizinkan cookie analitik.',
  },
  access: { read: isContentStaff, create: fromWebVitalsEndpoint, update: nobody, delete: isAdmin },
  defaultSort: '-recordedAt',
  fields: [
    {
      name: 'template',
      label: 'Jenis halaman',
      type: 'select',
      required: true,
      index: true,
      options: options(PAGE_TEMPLATES, PAGE_TEMPLATE_LABELS),
    },
    {
      name: 'device',
      label: 'Perangkat',
      type: 'select',
      required: true,
      options: options(DEVICES, DEVICE_LABELS),
    },
    {
      name: 'metric',
      label: 'Metrik',
      type: 'select',
      required: true,
      options: options(METRICS, METRIC_LABELS),
    },
    { name: 'value', label: 'Nilai', type: 'number', required: true, min: 0 },
    {
      name: 'rating',
      label: 'Penilaian',
      type: 'select',
      required: true,
      options: options(RATINGS, RATING_LABELS),
    },
    {
      name: 'navigationType',
      label: 'Jenis navigasi',
      type: 'select',
      required: true,
      options: options(NAVIGATION_TYPES, NAVIGATION_LABELS),
    },
    { name: 'target', label: 'Elemen (selektor)', type: 'text', maxLength: 200 },
    {
      name: 'recordedAt',
      label: 'Waktu',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
