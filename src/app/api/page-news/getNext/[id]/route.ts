import { contentRoute } from '@/features/content-api/call'
import { newsNext } from '@/features/content-api/calls/news'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(newsNext)
