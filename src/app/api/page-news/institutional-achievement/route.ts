import { contentRoute } from '@/features/content-api/call'
import { institutionalAchievements } from '@/features/content-api/calls/news'

export const { GET, POST, PUT, PATCH, DELETE } = contentRoute(institutionalAchievements)
