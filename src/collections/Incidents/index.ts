import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { ValidationError } from 'payload'
import { hasRole, isAdmin } from '@/access/roles'
import {
  BREACH_NOTICE_HOURS,
  INCIDENT_MESSAGES,
  INCIDENT_SEVERITIES,
  INCIDENT_SEVERITY_LABELS,
  INCIDENT_STATUSES,
  INCIDENT_STATUS_LABELS,
  selectOptions,
} from '@/features/privacy/messages'
import { notifyDeadline } from '@/features/privacy/incident'

const dateTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/** The deadline follows the discovery time; a notice cannot precede the discovery. */
const incidentRules: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
  if (!data) return data
  const discoveredAt = data.discoveredAt ?? originalDoc?.discoveredAt
  if (discoveredAt) data.notifyBy = notifyDeadline(discoveredAt)
  for (const path of ['authorityNotifiedAt', 'subjectsNotifiedAt'] as const) {
    const at = data[path] ?? originalDoc?.[path]
    if (at && discoveredAt && new Date(at) < new Date(discoveredAt)) {
      throw new ValidationError({
        collection: 'incidents',
        errors: [{ path, message: INCIDENT_MESSAGES.notifiedBeforeDiscovery }],
        req,
      })
    }
  }
  return data
}

/**
 * Personal-data breaches and how they were handled (docs/privacy.md, the breach procedure):
 * admins only. The notification deadline is 3 × 24 hours after discovery (UU PDP pasal 46).
 */
export const Incidents: CollectionConfig = {
  slug: 'incidents',
  labels: { singular: 'Insiden Data Pribadi', plural: 'Insiden Data Pribadi' },
  admin: {
    group: 'Privasi',
    useAsTitle: 'title',
    defaultColumns: ['title', 'severity', 'status', 'discoveredAt', 'notifyBy'],
    description:
      `Catat setiap dugaan kebocoran data pribadi. Pemberitahuan kepada pendaftar dan ` +
      `lembaga pengawas paling lambat ${BREACH_NOTICE_HOURS} jam (3 × 24 jam) setelah ` +
      'insiden diketahui; prosedur dan templat di docs/privacy.md.',
    hidden: ({ user }) => !hasRole(user as never, 'admin'),
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-discoveredAt',
  hooks: { beforeValidate: [incidentRules] },
  fields: [
    { name: 'title', label: 'Judul', type: 'text', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        {
          name: 'discoveredAt',
          label: 'Diketahui pada',
          type: 'date',
          required: true,
          admin: dateTime,
        },
        {
          name: 'notifyBy',
          label: 'Batas pemberitahuan (3 × 24 jam)',
          type: 'date',
          admin: { ...dateTime, readOnly: true },
        },
        {
          name: 'severity',
          label: 'Tingkat risiko',
          type: 'select',
          required: true,
          defaultValue: 'medium',
          options: selectOptions(INCIDENT_SEVERITIES, INCIDENT_SEVERITY_LABELS),
        },
        {
          name: 'status',
          label: 'Status',
          type: 'select',
          required: true,
          defaultValue: 'open',
          options: selectOptions(INCIDENT_STATUSES, INCIDENT_STATUS_LABELS),
        },
      ],
    },
    { name: 'description', label: 'Apa yang terjadi', type: 'textarea', required: true },
    { name: 'dataAffected', label: 'Data pribadi yang terdampak', type: 'textarea' },
    { name: 'subjectsAffected', label: 'Perkiraan jumlah orang terdampak', type: 'number', min: 0 },
    { name: 'decidedBy', label: 'Diputuskan oleh', type: 'text', maxLength: 150 },
    { name: 'actions', label: 'Tindakan penanganan', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'authorityNotifiedAt',
          label: 'Lembaga pengawas diberi tahu pada',
          type: 'date',
          admin: dateTime,
        },
        {
          name: 'subjectsNotifiedAt',
          label: 'Pendaftar terdampak diberi tahu pada',
          type: 'date',
          admin: dateTime,
        },
      ],
    },
  ],
}
