import { UserRound } from 'lucide-react'
import { Card } from '@/components/card/Card'
import { MediaImg } from '@/components/media/MediaImg'
import type { PeopleGroup } from '@/features/about/map'

/** The management list (content API: /management/all) by group: photo, name and position. */
export function PeopleGrid({ groups }: { groups: PeopleGroup[] }) {
  if (!groups.length) return null
  return (
    <div className="grid gap-10" data-testid="management">
      {groups.map((g) => (
        <section key={g.group} aria-labelledby={`manajemen-${g.group}`}>
          <h2 id={`manajemen-${g.group}`} className="text-2xl font-bold text-brand-900">
            {g.title}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {g.people.map((p) => (
              <Card as="li" key={p.id} data-testid="person" className="overflow-hidden text-center">
                <MediaImg
                  image={p.photo}
                  sizes="(min-width: 992px) 260px, (min-width: 480px) 30vw, 45vw"
                  className="aspect-[4/5] w-full object-cover"
                  fallback={
                    <div className="flex aspect-[4/5] items-center justify-center bg-brand-50">
                      <UserRound aria-hidden="true" className="size-16 text-brand-700" />
                    </div>
                  }
                />
                <div className="p-3">
                  <h3 className="font-bold leading-snug text-brand-900">{p.name}</h3>
                  <p className="mt-1 text-sm text-muted">{p.position}</p>
                </div>
              </Card>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
