import { programmeGrouping } from '../programmeGrouping'

export const Faculties = programmeGrouping(
  { slug: 'faculties', singular: 'Fakultas', plural: 'Fakultas' },
  [{ name: 'dean', label: 'Dekan', type: 'text' }],
)
