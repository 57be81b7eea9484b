import { contentRoute } from '@/features/content-api/call'
import { newsPrevious } from '@/features/content-api/calls/news'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(newsPrevious)
