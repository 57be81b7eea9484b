import { contentRoute } from '@/features/content-api/call'
import { oldMajors } from '@/features/content-api/calls/legacy'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(oldMajors)
