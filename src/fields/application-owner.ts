import type { Field } from 'payload'

/**
 * The application a record belongs to and its applicant, both required and indexed: the records
 * kept about one application (its history, its payments). The applicant is stored beside the
 * application so that `ownRecordsOrAdmissions('applicant')` can filter on it.
 */
export const applicationOwnerFields = ({ onePerApplication = false } = {}): Field[] => [
  {
    name: 'application',
    label: 'Pendaftaran',
    type: 'relationship',
    relationTo: 'applications',
    required: true,
    index: true,
    // A record the application has at most one of (its student record, its re-registration).
    ...(onePerApplication ? { unique: true } : {}),
  },
  {
    name: 'applicant',
    label: 'Pendaftar',
    type: 'relationship',
    relationTo: 'applicants',
    required: true,
    index: true,
  },
]
