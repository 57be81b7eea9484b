import { achievementRoutes } from '@/components/news/routes'

const route = achievementRoutes('institutional', '/tentang-utb/prestasi-institusi')
export const generateMetadata = route.generateMetadata
export default route.Page
