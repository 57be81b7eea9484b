import { Img } from '@/components/media/Img'
import type { PartnerLogo } from '@/features/about/map'

/** Cooperation partners as a logo grid; a partner with a website links to it (new tab). */
export function PartnerGrid({ partners }: { partners: PartnerLogo[] }) {
  if (!partners.length) return null
  return (
    <section aria-labelledby="mitra-title" data-testid="partners">
      <h2 id="mitra-title" className="text-2xl font-bold text-brand-900">
        Mitra Kerja Sama
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {partners.map((p) => {
          const body = (
            <>
              <Img
                src={p.logo.url}
                alt={p.logo.alt}
                width={p.logo.width}
                height={p.logo.height}
                sizes="200px"
                className="mx-auto h-16 w-auto max-w-full object-contain"
              />
              <span className="mt-3 block font-semibold text-brand-900">{p.name}</span>
              <span className="block text-xs text-muted">
                {[p.kind, p.scope].filter(Boolean).join(' · ')}
              </span>
            </>
          )
          return (
            <li
              key={p.id}
              data-testid="partner"
              className="rounded-xl border border-brand-100 bg-white p-4 text-center shadow-sm"
            >
              {p.url ? (
                <a
                  href={p.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block hover:underline"
                >
                  {body}
                  <span className="sr-only"> (membuka tab baru)</span>
                </a>
              ) : (
                body
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
