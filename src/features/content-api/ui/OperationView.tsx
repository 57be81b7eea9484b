import { SchemaFields } from './SchemaFields'
import { anchor, constraints, typeLabel, type OpenApiDoc, type Operation } from './schema'

const exampleValue = (p: NonNullable<Operation['parameters']>[number]) =>
  String(p.schema?.example ?? p.schema?.default ?? `{${p.name}}`)

/** `/page-news/get-news/limit={limit}` → `/api/page-news/get-news/limit=21`, from the parameters' examples. */
function examplePath(path: string, op: Operation) {
  let out = path
  for (const p of op.parameters ?? [])
    out = out.replace(`{${p.name}}`, encodeURIComponent(exampleValue(p)))
  return `/api${out}`
}

/** One call: method, path, what it does, its parameters, and its answers with their fields. */
export function OperationView({
  doc,
  method,
  path,
  op,
}: {
  doc: OpenApiDoc
  method: string
  path: string
  op: Operation
}) {
  const ok = Object.entries(op.responses).find(([status]) => status.startsWith('2'))
  const errors = Object.entries(op.responses).filter(([status]) => !status.startsWith('2'))
  const example = examplePath(path, op)
  return (
    <section
      className="operation"
      id={anchor(op.operationId)}
      aria-labelledby={`${anchor(op.operationId)}-title`}
    >
      <h3 id={`${anchor(op.operationId)}-title`}>
        <span className={`method method-${method}`}>{method.toUpperCase()}</span>{' '}
        <code>/api{path}</code>
      </h3>
      {op.summary ? <p>{op.summary}</p> : null}
      {op.description ? <p className="description">{op.description}</p> : null}
      {op.security ? (
        <p className="auth">Perlu masuk sebagai pendaftar (token Bearer atau cookie sesi).</p>
      ) : null}
      {method === 'get' ? (
        <p>
          Contoh: <a href={example}>{example}</a>
        </p>
      ) : null}
      {op.parameters?.length ? (
        <table>
          <caption>Parameter di jalur</caption>
          <thead>
            <tr>
              <th scope="col">Nama</th>
              <th scope="col">Jenis</th>
              <th scope="col">Keterangan</th>
            </tr>
          </thead>
          <tbody>
            {op.parameters.map((p) => (
              <tr key={p.name}>
                <th scope="row">
                  <code>{p.name}</code>
                </th>
                <td>
                  <code>{p.schema ? typeLabel(doc, p.schema) : 'string'}</code>
                  {p.schema && constraints(p.schema).length ? (
                    <span className="notes"> [{constraints(p.schema).join(', ')}]</span>
                  ) : null}
                </td>
                <td>{p.description ?? p.schema?.description ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {op.requestBody
        ? Object.entries(op.requestBody.content).map(([type, media]) => (
            <details key={type}>
              <summary>
                Isi permintaan <code>{type}</code>
              </summary>
              {media.schema ? <SchemaFields doc={doc} schema={media.schema} /> : null}
            </details>
          ))
        : null}
      {ok ? (
        <details>
          <summary>
            Jawaban {ok[0]}: {ok[1].description}
          </summary>
          {ok[1].content?.['application/json']?.schema ? (
            <SchemaFields doc={doc} schema={ok[1].content['application/json'].schema} />
          ) : null}
        </details>
      ) : null}
      <p className="errors">
        Jawaban lain:{' '}
        {errors.map(([status, r], i) => (
          <span key={status}>
            {i ? '; ' : ''}
            <strong>{status}</strong> {r.description}
          </span>
        ))}
      </p>
    </section>
  )
}
