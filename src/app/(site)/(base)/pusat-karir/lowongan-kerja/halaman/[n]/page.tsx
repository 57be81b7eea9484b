import { careerListRoute } from '@/app/(site)/_routes/career'

const route = careerListRoute('lowongan-kerja')
// Page N of the list, linked as …/halaman/N; /pusat-karir/lowongan-kerja?halaman=N is rewritten
// here. Rendered on first request, then ISR.
export const dynamicParams = true
export const revalidate = 3600
export const generateStaticParams = () => []
export const generateMetadata = route.pagedMetadata
export default route.PagedPage
