import { careerListRoute } from '@/app/(site)/_routes/career'

const route = careerListRoute('lowongan-kerja')
// Hourly, because the open/closed status changes with the clock, not only with an edit.
export const revalidate = 3600
export const generateMetadata = route.generateMetadata
export default route.Page
