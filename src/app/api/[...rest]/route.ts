import { contentApiRoute } from '@/features/content-api/call'
import { CONTENT_CALLS } from '@/features/content-api/registry'

// Every read call of the content API (the call table), and a JSON 404 in the envelope for any
// other path under /api that no route file serves, whatever the method.
export const { GET, POST, PUT, PATCH, DELETE } = contentApiRoute(CONTENT_CALLS)
