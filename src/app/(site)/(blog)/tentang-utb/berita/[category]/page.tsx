import { newsRoutes } from '@/components/news/routes'

export const dynamicParams = true
export const generateStaticParams = newsRoutes.category.generateStaticParams
export const generateMetadata = newsRoutes.category.generateMetadata
export default newsRoutes.category.Page
