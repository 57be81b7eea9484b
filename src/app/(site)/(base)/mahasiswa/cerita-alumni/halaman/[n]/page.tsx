import { testimonialRoute } from '@/features/alumni/ui/routes'

// Page N of the stories, linked as …/halaman/N; /mahasiswa/cerita-alumni?halaman=N is rewritten
// here. Rendered on first request, then ISR.
export const dynamicParams = true
export const generateStaticParams = () => []
export const generateMetadata = testimonialRoute.pagedMetadata
export default testimonialRoute.PagedPage
