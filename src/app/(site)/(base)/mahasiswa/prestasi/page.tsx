import { achievementRoutes } from '@/app/(site)/_routes/news'

const route = achievementRoutes('student', '/mahasiswa/prestasi')
export const generateMetadata = route.generateMetadata
export default route.Page
