import { testimonialRoute } from '@/components/alumni/routes'

export const generateMetadata = testimonialRoute.generateMetadata
export default testimonialRoute.Page
