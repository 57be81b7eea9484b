/** The parts of an OpenAPI 3.1 document the reference page reads, and how it reads schemas. */
export type JsonSchema = {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  example?: unknown
  description?: string
  minimum?: number
  maximum?: number
  maxLength?: number
  format?: string
  additionalProperties?: boolean | JsonSchema
}

export type Parameter = { name: string; in: string; description?: string; schema?: JsonSchema }
export type MediaType = { schema?: JsonSchema }
export type Response = { description: string; content?: Record<string, MediaType> }
export type Operation = {
  operationId: string
  summary?: string
  description?: string
  tags?: string[]
  parameters?: Parameter[]
  requestBody?: { content: Record<string, MediaType> }
  responses: Record<string, Response>
  security?: unknown[]
}
export type OpenApiDoc = {
  info: { title: string; version: string; description?: string }
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

/** `#/components/schemas/Name` → the schema and its name. */
export function resolve(
  doc: OpenApiDoc,
  schema: JsonSchema,
): { schema: JsonSchema; name?: string } {
  if (!schema.$ref) return { schema }
  const name = schema.$ref.replace('#/components/schemas/', '')
  return { schema: doc.components?.schemas?.[name] ?? {}, name }
}

/** A short type label: `string`, `integer[]`, `NewsItem`, `"yes" | "no"`, `string | null`. */
export function typeLabel(doc: OpenApiDoc, raw: JsonSchema): string {
  const { schema, name } = resolve(doc, raw)
  if (name) return name
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ')
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  const variants = schema.anyOf ?? schema.oneOf
  if (variants) return variants.map((v) => typeLabel(doc, v)).join(' | ')
  if (schema.type === 'array' && schema.items) return `${typeLabel(doc, schema.items)}[]`
  if (Array.isArray(schema.type)) return schema.type.join(' | ')
  return schema.type ?? 'apa saja'
}

/** Constraints worth a reader's eye: range, length, default, format. */
export function constraints(schema: JsonSchema): string[] {
  const out: string[] = []
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    out.push(`${schema.minimum ?? '…'}–${schema.maximum ?? '…'}`)
  if (schema.maxLength !== undefined) out.push(`maks. ${schema.maxLength} karakter`)
  if (schema.default !== undefined) out.push(`bawaan ${JSON.stringify(schema.default)}`)
  if (schema.format) out.push(schema.format)
  return out
}

/** The operations grouped by tag, in document order. */
export function byTag(doc: OpenApiDoc) {
  const groups = new Map<string, { method: string; path: string; op: Operation }[]>()
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags?.[0] ?? 'Lainnya'
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, op }])
    }
  }
  return [...groups.entries()]
}

/** An anchor id for an operation. */
export const anchor = (operationId: string) => `op-${operationId}`
