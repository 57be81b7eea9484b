import { achievementRoutes } from '@/app/(site)/_routes/news'

// Page N of the list, linked as …/tampil/N; /tentang-utb/prestasi-institusi?tampil=N is rewritten
// here. Rendered on first request, then ISR.
const route = achievementRoutes('institutional', '/tentang-utb/prestasi-institusi')
export const dynamicParams = true
export const generateStaticParams = () => []
export const generateMetadata = route.pagedMetadata
export default route.PagedPage
