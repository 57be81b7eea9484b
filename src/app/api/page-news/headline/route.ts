import { contentRoute } from '@/features/content-api/call'
import { newsHeadline } from '@/features/content-api/calls/news'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(newsHeadline)
