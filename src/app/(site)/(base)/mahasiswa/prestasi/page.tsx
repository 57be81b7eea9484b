import { achievementRoutes } from '@/components/news/routes'

const route = achievementRoutes('student', '/mahasiswa/prestasi')
export const generateMetadata = route.generateMetadata
export default route.Page
