import Link from 'next/link'
import { OperationView } from './OperationView'
import { anchor, byTag, type OpenApiDoc } from './schema'

/** The whole reference: introduction, contents by group, then every call. */
export function ApiReference({ doc }: { doc: OpenApiDoc }) {
  const groups = byTag(doc)
  return (
    <div className="api-docs">
      <header>
        <p>
          <Link href="/">← Kembali ke situs</Link>
        </p>
        <h1>{doc.info.title}</h1>
        <p>
          Versi {doc.info.version}. Dokumen mesin: <a href="/api/openapi.json">/api/openapi.json</a>{' '}
          (OpenAPI 3.1).
        </p>
        {doc.info.description ? <p>{doc.info.description}</p> : null}
        <p>
          Setiap jawaban berbentuk{' '}
          <code>
            {'{ "meta": { "status": 200, "message": "…" }, "data": { "data_component": … } }'}
          </code>
          ; galat memakai amplop yang sama dengan status 4xx/5xx dan pesan berbahasa Indonesia.
          Jawaban publik membawa <code>ETag</code> dan boleh disimpan proxy/CDN selama 10 detik.
        </p>
      </header>
      <nav aria-label="Daftar panggilan">
        <h2>Daftar panggilan</h2>
        <ul>
          {groups.map(([tag, ops]) => (
            <li key={tag}>
              {tag}
              <ul>
                {ops.map(({ method, path, op }) => (
                  <li key={`${method} ${path}`}>
                    <a href={`#${anchor(op.operationId)}`}>
                      {method.toUpperCase()} /api{path}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      <main>
        {groups.map(([tag, ops]) => (
          <section key={tag} aria-labelledby={`tag-${tag}`}>
            <h2 id={`tag-${tag}`}>{tag}</h2>
            {ops.map(({ method, path, op }) => (
              <OperationView
                key={`${method} ${path}`}
                doc={doc}
                method={method}
                path={path}
                op={op}
              />
            ))}
          </section>
        ))}
      </main>
    </div>
  )
}
