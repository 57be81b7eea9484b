import { newsRoutes } from '@/app/(site)/_routes/news'

// Page N of the list, linked as …/halaman/N; /tentang-utb/berita?halaman=N is rewritten here.
// Rendered on first request, then ISR.
export const dynamicParams = true
export const generateStaticParams = () => []
export const generateMetadata = newsRoutes.allPaged.generateMetadata
export default newsRoutes.allPaged.Page
