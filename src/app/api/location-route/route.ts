import { contentRoute } from '@/features/content-api/call'
import { locationRoute } from '@/features/content-api/calls/shell'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(locationRoute)
