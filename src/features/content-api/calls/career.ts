import type { ContentCall } from '../call'

export const careerCalls: ContentCall[] = []
