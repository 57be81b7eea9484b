import { contentRoute } from '@/features/content-api/call'
import { searchAll } from '@/features/content-api/calls/search'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(searchAll)
