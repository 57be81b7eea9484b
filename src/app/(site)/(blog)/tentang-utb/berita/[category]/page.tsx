import { newsRoutes } from '@/app/(site)/_routes/news'

export const dynamicParams = true
export const generateStaticParams = newsRoutes.category.generateStaticParams
export const generateMetadata = newsRoutes.category.generateMetadata
export default newsRoutes.category.Page
