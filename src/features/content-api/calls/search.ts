import type { ContentCall } from '../call'

export const searchCalls: ContentCall[] = []
