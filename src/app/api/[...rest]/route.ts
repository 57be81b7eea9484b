import { apiJson } from '@/lib/api-response'
import { API_MESSAGES } from '@/features/content-api/messages'

// Any path under /api that no route serves: a JSON 404 in the envelope, whatever the method.
const notFound = () => apiJson({ status: 404, message: API_MESSAGES.notFound })

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
