import { careerDetailRoute } from '@/app/(site)/_routes/career'

const route = careerDetailRoute('lowongan-kerja')

// The newest posts are pre-rendered; others render on first request, then come from ISR.
export const dynamicParams = true
// Hourly, because the open/closed status changes with the clock, not only with an edit.
export const revalidate = 3600
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
