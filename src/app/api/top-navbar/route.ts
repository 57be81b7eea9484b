import { contentRoute } from '@/features/content-api/call'
import { topNavbar } from '@/features/content-api/calls/shell'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(topNavbar)
