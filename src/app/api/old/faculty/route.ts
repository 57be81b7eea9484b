import { contentRoute } from '@/features/content-api/call'
import { oldFaculties } from '@/features/content-api/calls/legacy'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(oldFaculties)
