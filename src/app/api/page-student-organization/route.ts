import { contentRoute } from '@/features/content-api/call'
import { studentOrganisations } from '@/features/content-api/calls/about'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(studentOrganisations)
