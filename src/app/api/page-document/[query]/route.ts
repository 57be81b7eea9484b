import { contentRoute } from '@/features/content-api/call'
import { pageDocument } from '@/features/content-api/calls/career'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(pageDocument)
