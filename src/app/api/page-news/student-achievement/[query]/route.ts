import { contentRoute } from '@/features/content-api/call'
import { studentAchievements } from '@/features/content-api/calls/news'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(studentAchievements)
