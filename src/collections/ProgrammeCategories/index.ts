import { programmeGrouping } from '../programmeGrouping'

/**
 * Programme categories (content API: collegeprogramcategory), the first choice of the applicant
 * form.
 */
export const ProgrammeCategories = programmeGrouping({
  slug: 'programme-categories',
  singular: 'Kategori Program',
  plural: 'Kategori Program',
})
