import { jsonForScript } from './json-for-script'
import type { JsonLdNode } from './types'

/**
 * Structured data as `<script type="application/ld+json">`: one node, or several as one `@graph`.
 * The layout, the page intro and the page each render their own script (the college, the
 * breadcrumb, the page's subject), so each stays where its data is loaded; every node that
 * names the college carries its `@id`, name and URL, so each script also reads on its own.
 */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  const nodes = Array.isArray(data) ? data : [data]
  if (!nodes.length) return null
  const json =
    nodes.length === 1
      ? { '@context': 'https://schema.org', ...nodes[0] }
      : { '@context': 'https://schema.org', '@graph': nodes }
  return (
    <script
      type="application/ld+json"
      // eslint-disable-next-line react/no-danger -- JSON-LD, escaped by jsonForScript (ADR 0017)
      dangerouslySetInnerHTML={{ __html: jsonForScript(json) }}
    />
  )
}
