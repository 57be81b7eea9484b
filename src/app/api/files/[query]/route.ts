import { contentRoute } from '@/features/content-api/call'
import { files } from '@/features/content-api/calls/career'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(files)
