import { contentRoute } from '@/features/content-api/call'
import { getNews } from '@/features/content-api/calls/news'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(getNews)
