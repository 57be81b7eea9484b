import { constraints, resolve, typeLabel, type JsonSchema, type OpenApiDoc } from './schema'

/**
 * The fields of a response or body schema as a nested list: name, type, required, description.
 * Named components are expanded once per branch (a schema can refer to itself).
 */
export function SchemaFields({
  doc,
  schema,
  seen = [],
}: {
  doc: OpenApiDoc
  schema: JsonSchema
  seen?: string[]
}) {
  const { schema: s, name } = resolve(doc, schema)
  if (name && seen.includes(name)) return null
  const trail = name ? [...seen, name] : seen
  const variants = s.anyOf ?? s.oneOf
  if (variants) {
    return (
      <ul className="variants">
        {variants.map((v, i) => (
          <li key={i}>
            <p>
              Bentuk {i + 1}: <code>{typeLabel(doc, v)}</code>
            </p>
            <SchemaFields doc={doc} schema={v} seen={trail} />
          </li>
        ))}
      </ul>
    )
  }
  if (s.type === 'array' && s.items) return <SchemaFields doc={doc} schema={s.items} seen={trail} />
  if (!s.properties) return null
  return (
    <ul className="fields">
      {Object.entries(s.properties).map(([key, child]) => {
        const resolved = resolve(doc, child).schema
        const notes = constraints(resolved)
        return (
          <li key={key}>
            <code className="field">{key}</code>{' '}
            <span className="type">{typeLabel(doc, child)}</span>
            {s.required?.includes(key) ? null : <span className="optional"> (opsional)</span>}
            {resolved.description || child.description ? (
              <span className="desc"> — {child.description ?? resolved.description}</span>
            ) : null}
            {notes.length ? <span className="notes"> [{notes.join(', ')}]</span> : null}
            <SchemaFields doc={doc} schema={child} seen={trail} />
          </li>
        )
      })}
    </ul>
  )
}
