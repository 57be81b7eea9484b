import 'server-only'
import * as z from 'zod'
import { apiJson, publicApiJson } from '@/lib/api-response'
import { API_MESSAGES } from './messages'
import { matchPath, pickTemplate } from './path'

/**
 * One content API call: its OpenAPI path template (under /api), what it reads and the schema of
 * the `data` it answers. One route (src/app/api/[...rest]) serves every call through
 * `contentApiRoute`; the OpenAPI document (openapi.ts) and the contract tests read the same
 * definition.
 */
export type ContentCall<P extends z.ZodObject = z.ZodObject, D extends z.ZodType = z.ZodType> = {
  operationId: string
  /**
   * OpenAPI path under /api, e.g. `/page-news/getNext/{id}` or
   * `/page-testimoni/page/limit={limit}&offset={offset}`.
   */
  path: string
  /** Group in the reference (Indonesian). */
  tag: string
  summary: string
  description?: string
  params?: P
  /** The schema of `data` (usually `{ data_component, …lengths }`). */
  data: D
  /** What was read, for the message "Data {what} berhasil diambil." */
  what: string
  /** Reads through the same loaders as the pages; a thrown ApiError answers its status. */
  load: (params: z.output<P>) => Promise<z.input<D>>
}

/** A refusal a loader can throw: answered in the envelope with its status (4xx). */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message)
  }
}

export const defineCall = <P extends z.ZodObject, D extends z.ZodType>(call: ContentCall<P, D>) =>
  call

const API_PREFIX = '/api'
const OTHER_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const

/** Field → first message, the shape every form answer of the site uses (`data.errors`). */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message
  return errors
}

/** The GET handler of a call. */
export function handleCall<P extends z.ZodObject, D extends z.ZodType>(call: ContentCall<P, D>) {
  return async function GET(request: Request) {
    const pathname = new URL(request.url).pathname.slice(API_PREFIX.length)
    const matched = matchPath(call.path, pathname)
    if (!matched.ok) return apiJson({ status: 400, message: matched.message })
    const params = (call.params ?? z.object({})).safeParse(matched.values)
    if (!params.success) {
      const errors = fieldErrors(params.error)
      return apiJson({ status: 400, message: Object.values(errors).join(' '), data: { errors } })
    }
    try {
      const data = await call.load(params.data as z.output<P>)
      return publicApiJson(request, 200, API_MESSAGES.loaded(call.what), data)
    } catch (error) {
      if (error instanceof ApiError)
        return apiJson({ status: error.status, message: error.message })
      console.error(`API ${call.operationId} gagal`, error)
      return apiJson({ status: 500, message: API_MESSAGES.serverError })
    }
  }
}

/** Answers for the methods a read-only call does not take: JSON 405 in the envelope. */
export function methodNotAllowed(allowed = 'GET') {
  const answer = () =>
    apiJson({
      status: 405,
      message: API_MESSAGES.methodNotAllowed(allowed),
      headers: { Allow: allowed },
    })
  return Object.fromEntries(OTHER_METHODS.map((m) => [m, answer])) as Record<
    (typeof OTHER_METHODS)[number],
    typeof answer
  >
}

const notFound = () => apiJson({ status: 404, message: API_MESSAGES.notFound })

/**
 * The handlers of the one route that serves every read call: the call whose path template
 * the request fits answers it (a write method: 405); any other path under /api that no route
 * file serves is a JSON 404, whatever the method.
 */
export function contentApiRoute(calls: readonly ContentCall[]) {
  const handlers = new Map(calls.map((call) => [call.path, handleCall(call)]))
  const templates = [...handlers.keys()]
  const served = (request: Request) =>
    pickTemplate(templates, new URL(request.url).pathname.slice(API_PREFIX.length))
  const refuse = methodNotAllowed()
  const write = (method: (typeof OTHER_METHODS)[number]) => (request: Request) =>
    served(request) ? refuse[method]() : notFound()
  return {
    GET: (request: Request) => {
      const template = served(request)
      return template ? handlers.get(template)!(request) : notFound()
    },
    ...(Object.fromEntries(OTHER_METHODS.map((m) => [m, write(m)])) as Record<
      (typeof OTHER_METHODS)[number],
      (request: Request) => Response
    >),
  }
}
