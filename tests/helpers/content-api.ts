import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { Payload } from 'payload'
import { NextRequest } from 'next/server'
import { expect } from 'vitest'
import { pickTemplate } from '@/features/content-api/path'
import { seed, type SeedPiece } from '@/seed'
import { freshPayload } from './payload'
import { setPayloadClient } from './payload-client-stub'

/**
 * Calls the content API's real route files (src/app/api/**\/route.ts), routed the way Next.js
 * routes them (static segment, then [param], then [...catchAll]), and checks every answer
 * against the OpenAPI document served at /api/openapi.json. Test files using it mock
 * `server-only`, `next/cache` and `@/lib/payload` (see content-api contract tests).
 */
type RouteModule = Record<
  string,
  | ((
      request: Request,
      ctx: { params: Promise<Record<string, string | string[]>> },
    ) => Promise<Response>)
  | undefined
>

const ROUTES = import.meta.glob<RouteModule>('/src/app/api/**/route.ts')

type Resolved = { file: string; params: Record<string, string | string[]> }

function resolveRoute(segments: string[]): Resolved | null {
  const files = Object.keys(ROUTES).map((f) => ({
    f,
    parts: f
      .replace(/^\/src\/app\/api\//, '')
      .replace(/\/?route\.ts$/, '')
      .split('/')
      .filter(Boolean),
  }))
  const walk = (
    depth: number,
    prefix: string[],
    params: Record<string, string | string[]>,
  ): Resolved | null => {
    const here = files.filter((x) => prefix.every((p, i) => x.parts[i] === p))
    if (depth === segments.length) {
      const exact = here.find((x) => x.parts.length === depth)
      return exact ? { file: exact.f, params } : null
    }
    const children = [
      ...new Set(here.filter((x) => x.parts.length > depth).map((x) => x.parts[depth]!)),
    ]
    const seg = segments[depth]!
    const decoded = safeDecode(seg)
    if (children.includes(decoded)) {
      const r = walk(depth + 1, [...prefix, decoded], params)
      if (r) return r
    }
    for (const c of children.filter((c) => /^\[\w+\]$/.test(c))) {
      const r = walk(depth + 1, [...prefix, c], { ...params, [c.slice(1, -1)]: decoded })
      if (r) return r
    }
    const catchAll = children.find((c) => /^\[\.\.\.\w+\]$/.test(c))
    if (catchAll) {
      const exact = here.find((x) => x.parts.length === depth + 1 && x.parts[depth] === catchAll)
      if (exact)
        return {
          file: exact.f,
          params: { ...params, [catchAll.slice(4, -1)]: segments.slice(depth).map(safeDecode) },
        }
    }
    return null
  }
  return walk(0, [], {})
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** The route file serving a path, and whether it exports a handler for `method`. */
export async function routeFor(path: string, method = 'GET') {
  const url = new URL(path, 'http://kampus.test')
  const route = resolveRoute(
    url.pathname
      .replace(/^\/api\/?/, '')
      .split('/')
      .filter(Boolean),
  )
  if (!route) return null
  const mod = await ROUTES[route.file]!()
  return { file: route.file, handles: typeof mod[method.toUpperCase()] === 'function' }
}

export type ApiAnswer = {
  status: number
  headers: Headers
  body: { meta: { status: number; message: string }; data: unknown } | null
}

/** One request to `/api/…` (path as a client would send it, %-encoded). */
export async function requestApi(path: string, init: RequestInit = {}): Promise<ApiAnswer> {
  const url = new URL(path, 'http://kampus.test')
  const segments = url.pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
  const route = resolveRoute(segments)
  if (!route) throw new Error(`Tidak ada route untuk ${path}`)
  const mod = await ROUTES[route.file]!()
  const method = (init.method ?? 'GET').toUpperCase()
  const handler = mod[method]
  if (!handler) return { status: 405, headers: new Headers(), body: null }
  // NextRequest, as Next.js hands it to route handlers (cookies, nextUrl).
  const response = await handler(
    new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]),
    { params: Promise.resolve(route.params) },
  )
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  }
}

type OpenApiDoc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
  >
}

let ajv: Ajv2020 | undefined
let doc: OpenApiDoc | undefined

async function openApi() {
  if (!doc) {
    const { openApiDocument } = await import('@/features/content-api/openapi')
    doc = openApiDocument() as unknown as OpenApiDoc
    ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats.default(ajv)
    ajv.addSchema(doc as object, 'openapi')
  }
  return { doc, ajv: ajv! }
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')

/**
 * The OpenAPI path template a request path belongs to, chosen as the content API's route
 * chooses a call (an unreadable or unknown parameter still belongs to its call, which answers
 * the documented 400).
 */
export async function operationFor(path: string, method = 'get') {
  const { doc } = await openApi()
  const pathname = new URL(path, 'http://kampus.test').pathname.replace(/^\/api/, '')
  return pickTemplate(
    Object.keys(doc.paths).filter((t) => doc.paths[t]![method]),
    pathname,
  )
}

/**
 * A request, and its answer checked against the document: the status must be documented for
 * the operation, and the body must validate against the schema written for that status.
 */
export async function callContract(path: string, init: RequestInit = {}): Promise<ApiAnswer> {
  const method = (init.method ?? 'GET').toLowerCase()
  const answer = await requestApi(path, init)
  const { doc, ajv } = await openApi()
  const template = await operationFor(path, method)
  if (!template) {
    // No such call (or not with this method): the answer is the documented error envelope.
    expect(
      [404, 405],
      `${method.toUpperCase()} ${path} tidak terdokumentasi, maka harus 404/405`,
    ).toContain(answer.status)
    const validate = ajv.getSchema(`openapi#/${pointer('components', 'schemas', 'ErrorEnvelope')}`)!
    expect(validate(answer.body), ajv.errorsText(validate.errors)).toBe(true)
    return answer
  }
  const responses = doc.paths[template!]![method]!.responses
  const documented = responses[String(answer.status)]
  expect(
    documented,
    `status ${answer.status} dari ${path} terdokumentasi (${answer.body?.meta?.message})`,
  ).toBeDefined()
  if (documented!.content) {
    expect(answer.headers.get('content-type') ?? '').toContain('application/json')
    const schema = pointer(
      'paths',
      template!,
      method,
      'responses',
      String(answer.status),
      'content',
      'application/json',
      'schema',
    )
    const validate = ajv.getSchema(`openapi#/${schema}`)!
    const valid = validate(answer.body)
    expect(valid, `${path}: ${ajv.errorsText(validate.errors, { separator: '\n' })}`).toBe(true)
    expect(answer.body!.meta.status).toBe(answer.status)
  }
  return answer
}

/** `data.data_component` of a successful answer. */
export const component = <T = unknown>(answer: ApiAnswer) =>
  (answer.body?.data as { data_component: T }).data_component

/**
 * A fresh database with the given demo pieces (all when omitted), dated from `now`, serving the
 * route handlers.
 */
export async function seededApiPayload(pieces?: SeedPiece[], now?: Date): Promise<Payload> {
  const payload = await freshPayload()
  setPayloadClient(payload)
  await seed(payload, () => {}, pieces, now)
  return payload
}
