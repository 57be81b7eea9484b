import { contentRoute } from '@/features/content-api/call'
import { contentBody } from '@/features/content-api/content-body'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(contentBody)
