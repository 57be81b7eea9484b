import { Card, CardTitleLink } from '@/components/card/Card'
import { MediaImg } from '@/components/media/MediaImg'
import { Users } from 'lucide-react'
import { groupOrganisations } from '@/features/students/map'
import type { OrganisationCard } from '@/features/students/types'

/**
 * Student organisations (content API: /page-student-organization) under their group, each card
 * linking to its page.
 */
export function OrganisationListView({ organisations }: { organisations: OrganisationCard[] }) {
  const groups = groupOrganisations(organisations)
  if (!groups.length)
    return <p className="my-10 text-muted">Belum ada organisasi mahasiswa yang diterbitkan.</p>
  return (
    <div className="my-8 grid gap-12">
      <p className="max-w-3xl text-lg text-muted">
        Lembaga kemahasiswaan, himpunan program studi dan unit kegiatan mahasiswa (UKM) tempat
        mahasiswa UTB berorganisasi, berkarya dan berprestasi.
      </p>
      {groups.map((group) => (
        <section
          key={group.key}
          aria-labelledby={`kelompok-${group.key}`}
          data-testid="organisation-group"
        >
          <h2 id={`kelompok-${group.key}`} className="text-2xl font-bold text-brand-900">
            {group.label}
          </h2>
          <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {group.items.map((org) => (
              <li key={org.id}>
                <OrganisationCardItem org={org} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function OrganisationCardItem({ org }: { org: OrganisationCard }) {
  return (
    <Card data-testid="organisation-card" className="group relative flex h-full gap-4 p-4">
      <MediaImg
        image={org.logo}
        sizes="72px"
        className="size-18 shrink-0 rounded-full object-cover"
        fallback={
          <span
            aria-hidden="true"
            className="grid size-18 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
          >
            <Users className="size-8" />
          </span>
        }
      />
      <div className="min-w-0">
        <CardTitleLink as="h3" href={org.href}>
          {org.name}
        </CardTitleLink>
        {org.abbreviation ? (
          <p className="text-sm font-semibold text-brand-700">{org.abbreviation}</p>
        ) : null}
        <p className="mt-2 line-clamp-3 text-sm text-ink">{org.summary}</p>
      </div>
    </Card>
  )
}
