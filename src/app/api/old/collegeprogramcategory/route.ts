import { contentRoute } from '@/features/content-api/call'
import { oldProgrammeCategories } from '@/features/content-api/calls/legacy'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(oldProgrammeCategories)
