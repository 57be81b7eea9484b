import { contentRoute } from '@/features/content-api/call'
import { galleries } from '@/features/content-api/calls/career'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(galleries)
