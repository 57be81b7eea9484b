import { contentRoute } from '@/features/content-api/call'
import { newsCategories } from '@/features/content-api/calls/news'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(newsCategories)
