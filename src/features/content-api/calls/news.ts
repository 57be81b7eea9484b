import type { ContentCall } from '../call'

export const newsCalls: ContentCall[] = []
