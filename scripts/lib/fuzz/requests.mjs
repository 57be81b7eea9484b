// The requests the fuzzer sends: every call of the OpenAPI document (values for its path
// parameters and body from its schemas, or hostile ones) and Payload's REST routes of every
// collection and global (lists, versions, by id, a multipart body).
import fc from 'fast-check'
import { listParams, strayParams, toQuery } from './query.mjs'
import { anyPiece, encodePiece, hostileJson, hostilePiece, plainPiece } from './values.mjs'

/**
 * @typedef {{ type?: string, enum?: unknown[], minimum?: number, maximum?: number,
 *   maxLength?: number, example?: unknown, default?: unknown, format?: string,
 *   properties?: Record<string, Schema>, contentMediaType?: string }} Schema
 * @typedef {{ id: string, method: string, template: string, params: { name: string, schema: Schema }[],
 *   bodies: { type: string, schema: Schema }[] }} Call
 * @typedef {{ type: 'json', value: unknown } | { type: 'form' | 'multipart',
 *   fields: [string, string | { file: string, size: number }][] } | { type: 'text', contentType: string,
 *   text: string }} Body
 * @typedef {{ target: string, method: string, path: string, staff: boolean, body?: Body }} FuzzRequest
 */

/** The calls of an OpenAPI document (paths relative to its first server, e.g. `/api`). */
export function callsOf(/** @type {any} */ doc) {
  const base = String(doc.servers?.[0]?.url ?? '').replace(/\/$/, '')
  /** @type {Call[]} */
  const calls = []
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(/** @type {Record<string, any>} */ (item))) {
      const params = (op.parameters ?? [])
        .filter((/** @type {any} */ p) => p.in === 'path')
        .map((/** @type {any} */ p) => ({ name: p.name, schema: p.schema ?? {} }))
      const bodies = Object.entries(op.requestBody?.content ?? {}).map(([type, c]) => ({
        type,
        schema: /** @type {any} */ (c).schema ?? {},
      }))
      calls.push({
        id: op.operationId ?? `${method} ${template}`,
        method: method.toUpperCase(),
        template: base + template,
        params,
        bodies,
      })
    }
  }
  return calls
}

/**
 * A path template with its placeholders filled. In a `key={name}&…` segment a missing value
 * drops its pair (the content API then takes the default); a missing whole segment stays empty.
 * @param {string} template
 * @param {Record<string, import('./values.mjs').Piece | undefined>} values
 */
export function fillPath(template, values) {
  return template
    .split('/')
    .map((segment) => {
      if (!segment.includes('=')) {
        return segment.replace(/\{(\w+)\}/g, (_, name) => {
          const value = values[name]
          return value ? encodePiece(value) : ''
        })
      }
      return segment
        .split('&')
        .flatMap((pair) => {
          const match = /^(\w+)=\{(\w+)\}$/.exec(pair)
          if (!match) return [pair]
          const value = values[match[2]]
          return value ? [`${match[1]}=${encodePiece(value)}`] : []
        })
        .join('&')
    })
    .join('/')
}

/** A value the schema accepts, when it says enough to make one. */
function validPiece(/** @type {Schema} */ schema) {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum.map((v) => ({ text: String(v) })))
  if (schema.type === 'integer' || schema.type === 'number') {
    const min = schema.minimum ?? 0
    const max = schema.maximum ?? min + 100
    return fc.integer({ min, max }).map((n) => ({ text: String(n) }))
  }
  const example = schema.example ?? schema.default
  if (example !== undefined) return fc.constant({ text: String(example) })
  return plainPiece
}

const paramPiece = (/** @type {Schema} */ schema) =>
  fc.oneof(
    { weight: 3, arbitrary: validPiece(schema) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: hostilePiece },
    { weight: 1, arbitrary: plainPiece },
  )

/** A value for one property of a body: what its schema says, or hostile JSON. */
function jsonValue(/** @type {Schema} */ schema) {
  const example = schema.example ?? schema.default ?? schema.enum?.[0]
  const valid =
    example !== undefined
      ? fc.constant(example)
      : schema.type === 'boolean'
        ? fc.boolean()
        : schema.type === 'integer' || schema.type === 'number'
          ? fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000 })
          : fc.string({ maxLength: schema.maxLength ?? 30 })
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 1, arbitrary: hostileJson })
}

const isFile = (/** @type {Schema} */ s) => s.format === 'binary' || Boolean(s.contentMediaType)

/** @returns {fc.Arbitrary<Body>} */
function bodyFor(/** @type {{ type: string, schema: Schema }} */ { type, schema }) {
  const props = Object.entries(schema.properties ?? {})
  const fields = fc.tuple(
    ...props.map(([, s]) => fc.option(isFile(s) ? fc.constant(s) : jsonValue(s), { freq: 5 })),
  )
  if (type.startsWith('multipart/') || type === 'application/x-www-form-urlencoded') {
    const kind = type.startsWith('multipart/') ? 'multipart' : 'form'
    return fields.map((values) => ({
      type: kind,
      fields: props.flatMap(([name, s], i) => {
        const value = values[i]
        if (value === null || value === undefined) return []
        if (isFile(s)) return [[name, { file: 'berkas.png', size: 64 }]]
        return [[name, typeof value === 'string' ? value : JSON.stringify(value)]]
      }),
    }))
  }
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fields.map((values) => ({
        type: 'json',
        value: Object.fromEntries(
          props.flatMap(([n], i) => (values[i] == null ? [] : [[n, values[i]]])),
        ),
      })),
    },
    { weight: 1, arbitrary: hostileJson.map((value) => ({ type: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{not json', '', '[', '\u0000', '{"a":'.repeat(50))
        .map((text) => ({ type: 'text', contentType: type, text })),
    },
  )
}

/** Requests for one call of the OpenAPI document. @returns {fc.Arbitrary<FuzzRequest>} */
export function callRequest(/** @type {Call} */ call) {
  const values = fc.record(
    Object.fromEntries(call.params.map((p) => [p.name, paramPiece(p.schema)])),
  )
  const body = call.bodies.length ? fc.oneof(...call.bodies.map(bodyFor)) : fc.constant(undefined)
  // Not on a call with a body: past Node's 16 kB header limit the server answers 431 and closes
  // the connection while the body is still being sent, and the client sees only EPIPE.
  const query = call.bodies.length
    ? fc.constant(null)
    : fc.option(strayParams.map(toQuery), { freq: 3 })
  return fc.tuple(values, query, body).map(([v, q, b]) => ({
    target: call.id,
    method: call.method,
    path: fillPath(call.template, v) + (q ? `?${q}` : ''),
    staff: false,
    ...(b ? { body: b } : {}),
  }))
}

/**
 * Requests to Payload's REST API under `cms` (e.g. `/api/cms`) for the given collection and
 * global slugs: lists and version lists with generated parameters, documents by a generated id,
 * and (anonymous) multipart creates whose `_payload` field is anything.
 * @returns {fc.Arbitrary<FuzzRequest>}
 */
export function cmsRequest(
  /** @type {string} */ cms,
  /** @type {string[]} */ collections,
  /** @type {string[]} */ globals,
) {
  const staff = fc.boolean()
  /** @type {fc.Arbitrary<FuzzRequest>[]} */
  const kinds = []
  if (collections.length) {
    const slug = fc.constantFrom(...collections)
    kinds.push(
      fc.tuple(slug, listParams, staff).map(([s, params, asStaff]) => ({
        target: `cms ${s}`,
        method: 'GET',
        path: `${cms}/${s}?${toQuery(params)}`,
        staff: asStaff,
      })),
      fc.tuple(slug, listParams, staff).map(([s, params, asStaff]) => ({
        target: `cms ${s}/versions`,
        method: 'GET',
        path: `${cms}/${s}/versions?${toQuery(params)}`,
        staff: asStaff,
      })),
      fc.tuple(slug, anyPiece, staff).map(([s, id, asStaff]) => ({
        target: `cms ${s}/:id`,
        method: 'GET',
        path: `${cms}/${s}/${encodePiece(id)}?depth=1`,
        staff: asStaff,
      })),
      fc
        .tuple(
          slug,
          fc.oneof(
            hostileJson.map((v) => JSON.stringify(v) ?? 'null'),
            fc.constantFrom('{not json', '', 'undefined', '{"a":1'),
          ),
        )
        .map(([s, payload]) => ({
          target: `cms ${s} multipart`,
          method: 'POST',
          path: `${cms}/${s}`,
          staff: false,
          body: { type: 'multipart', fields: [['_payload', payload]] },
        })),
    )
  }
  if (globals.length) {
    const slug = fc.constantFrom(...globals)
    kinds.push(
      fc
        .tuple(slug, fc.constantFrom('', '/versions'), listParams, staff)
        .map(([s, tail, params, asStaff]) => ({
          target: `cms globals/${s}${tail}`,
          method: 'GET',
          path: `${cms}/globals/${s}${tail}?${toQuery(params)}`,
          staff: asStaff,
        })),
    )
  }
  return fc.oneof(...kinds)
}
