import { newsRoutes } from '@/app/(site)/_routes/news'

export const generateMetadata = newsRoutes.all.generateMetadata
export default newsRoutes.all.Page
