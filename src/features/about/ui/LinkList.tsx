import { ExternalLink as ExternalIcon } from 'lucide-react'
import type { ExternalLink } from '@/features/about/map'

/** External links (journals, portals, reports) opening in a new tab, with their host shown. */
export function LinkList({ links }: { links: ExternalLink[] }) {
  if (!links.length) return <p className="mt-4 text-muted">Belum ada tautan.</p>
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {links.map((l) => (
        <li
          key={l.id}
          data-testid="community-link"
          className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm"
        >
          <h3 className="font-bold text-brand-900">
            <a
              href={l.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 hover:underline"
            >
              {l.title}
              <ExternalIcon aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">(membuka tab baru)</span>
            </a>
          </h3>
          <p className="text-sm text-muted">{l.host}</p>
          {l.description ? <p className="mt-2 text-sm text-ink">{l.description}</p> : null}
        </li>
      ))}
    </ul>
  )
}
