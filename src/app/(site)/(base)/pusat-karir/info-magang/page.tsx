import { careerListRoute } from '@/app/(site)/_routes/career'

const route = careerListRoute('info-magang')
// Hourly, because the open/closed status changes with the clock, not only with an edit.
export const revalidate = 3600
export const generateMetadata = route.generateMetadata
export default route.Page
