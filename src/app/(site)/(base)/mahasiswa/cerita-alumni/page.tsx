import { testimonialRoute } from '@/features/alumni/ui/routes'

export const generateMetadata = testimonialRoute.generateMetadata
export default testimonialRoute.Page
