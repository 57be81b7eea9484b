import { contentRoute } from '@/features/content-api/call'
import { services } from '@/features/content-api/calls/about'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(services)
