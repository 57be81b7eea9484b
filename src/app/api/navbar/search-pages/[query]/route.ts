import { contentRoute } from '@/features/content-api/call'
import { searchPages } from '@/features/content-api/calls/search'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(searchPages)
