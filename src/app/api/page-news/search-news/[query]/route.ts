import { contentRoute } from '@/features/content-api/call'
import { searchNews } from '@/features/content-api/calls/search'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(searchNews)
