import { newsRoutes } from '@/components/news/routes'

export const generateMetadata = newsRoutes.all.generateMetadata
export default newsRoutes.all.Page
