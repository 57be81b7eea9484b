import { contentRoute } from '@/features/content-api/call'
import { newsLength } from '@/features/content-api/calls/news'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(newsLength)
