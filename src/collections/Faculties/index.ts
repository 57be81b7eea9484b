import { nimCodeField } from '@/features/enrolment/settings-fields'
import { programmeGrouping } from '../programmeGrouping'

export const Faculties = programmeGrouping(
  { slug: 'faculties', singular: 'Fakultas', plural: 'Fakultas' },
  [{ name: 'dean', label: 'Dekan', type: 'text' }, nimCodeField('Kode NIM fakultas')],
)
