import type { CollectionConfig, Field } from 'payload'
import { admissionsStaff, isAdmissionsUser } from '@/access/applicants'
import { nobody } from '@/access/roles'

/** What the three Feeder collections share: written by the sync alone, read by admissions. */
export const FEEDER_ACCESS = {
  read: admissionsStaff,
  create: nobody,
  update: nobody,
  delete: nobody,
} satisfies CollectionConfig['access']

export const hiddenFromNonAdmissions = ({ user }: { user: unknown }) =>
  !isAdmissionsUser(user as never)

export const readOnly = { admin: { readOnly: true } } as const

export const momentField = (name: string, label: string): Field => ({
  name,
  label,
  type: 'date',
  admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
})
