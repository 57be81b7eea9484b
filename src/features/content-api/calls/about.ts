import type { ContentCall } from '../call'

export const aboutCalls: ContentCall[] = []
