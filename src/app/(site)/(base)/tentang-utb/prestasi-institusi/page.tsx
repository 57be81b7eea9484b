import { achievementRoutes } from '@/app/(site)/_routes/news'

const route = achievementRoutes('institutional', '/tentang-utb/prestasi-institusi')
export const generateMetadata = route.generateMetadata
export default route.Page
