import { contentRoute } from '@/features/content-api/call'
import { accreditation } from '@/features/content-api/calls/about'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(accreditation)
