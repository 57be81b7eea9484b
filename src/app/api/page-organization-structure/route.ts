import { contentRoute } from '@/features/content-api/call'
import { organisationStructure } from '@/features/content-api/calls/about'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(organisationStructure)
