import { Card } from '@/components/card/Card'
import { MediaImg } from '@/components/media/MediaImg'
import type { ServiceCard } from '@/features/about/map'

/** Facilities and services (the original site's "Service"): picture, name and description. */
export function ServiceGrid({ services }: { services: ServiceCard[] }) {
  if (!services.length) return null
  return (
    <section aria-labelledby="layanan-title" data-testid="services">
      <h2 id="layanan-title" className="text-2xl font-bold text-brand-900">
        Fasilitas dan Layanan Kampus
      </h2>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((s) => (
          <Card as="li" key={s.id} data-testid="service" className="overflow-hidden">
            <MediaImg
              image={s.image}
              sizes="(min-width: 992px) 360px, (min-width: 480px) 45vw, 100vw"
              className="aspect-video w-full object-cover"
            />
            <div className="p-4">
              <h3 className="text-lg font-bold text-brand-900">{s.title}</h3>
              <p className="mt-2 text-sm text-ink">{s.description}</p>
            </div>
          </Card>
        ))}
      </ul>
    </section>
  )
}
