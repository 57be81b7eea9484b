import { contentRoute } from '@/features/content-api/call'
import { newsDetailBySeo } from '@/features/content-api/calls/news'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(newsDetailBySeo)
