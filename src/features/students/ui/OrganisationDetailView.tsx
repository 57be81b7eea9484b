import { MediaImg } from '@/components/media/MediaImg'
import { BreadcrumbTrail } from '@/components/page/BreadcrumbTrail'
import { SideBox, SideList } from '@/components/page/SideBox'
import { AtSign, CalendarCheck, Mail, Users } from 'lucide-react'
import { RichText } from '@payloadcms/richtext-lexical/react'
import { ORGANISATIONS_PATH } from '@/features/students/map'
import type { OrganisationDetail } from '@/features/students/types'

/**
 * One student organisation (/mahasiswa/organisasi-mahasiswa/{slug}): profile, activities,
 * contacts.
 */
export function OrganisationDetailView({ org }: { org: OrganisationDetail }) {
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <BreadcrumbTrail
        steps={[{ label: 'Organisasi Mahasiswa', href: ORGANISATIONS_PATH }]}
        current={org.name}
        path={org.href}
      />

      <header className="flex flex-wrap items-center gap-5">
        <MediaImg
          image={org.logo}
          sizes="96px"
          className="size-24 shrink-0 rounded-full object-cover"
        />
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {org.name}
          </h1>
          <p className="mt-1 text-lg font-semibold text-brand-700">
            {org.abbreviation ? `${org.abbreviation} · ` : ''}
            {org.groupLabel}
          </p>
        </div>
      </header>
      <p className="mt-4 max-w-3xl text-lg text-muted">{org.summary}</p>

      <div className="mt-10 grid gap-10 md:grid-cols-[1fr_20rem]">
        <div>
          <MediaImg
            image={org.image}
            sizes="(min-width: 1200px) 800px, (min-width: 992px) 60vw, 100vw"
            preload
            className="mb-6 aspect-video w-full rounded-xl object-cover"
          />
          <h2 className="text-2xl font-bold text-brand-900">Profil</h2>
          <RichText
            data={org.description as Parameters<typeof RichText>[0]['data']}
            className="[&_li]:ml-6 [&_li]:list-disc [&_p]:mt-4 [&_p]:leading-relaxed"
          />
        </div>

        <aside className="space-y-6">
          <SideList
            id="kegiatan"
            title="Kegiatan rutin"
            items={org.activities}
            testId="organisation-activities"
          />
          <SideBox id="info-organisasi" title="Info organisasi">
            <dl className="mt-3 grid gap-3">
              <Fact icon={<Users aria-hidden="true" className="size-4" />} term="Kelompok">
                {org.groupLabel}
              </Fact>
              {org.foundedYear ? (
                <Fact icon={<CalendarCheck aria-hidden="true" className="size-4" />} term="Berdiri">
                  <time dateTime={String(org.foundedYear)}>{org.foundedYear}</time>
                </Fact>
              ) : null}
              {org.instagram ? (
                <Fact icon={<AtSign aria-hidden="true" className="size-4" />} term="Instagram">
                  <a
                    href={org.instagram.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand-700 underline"
                  >
                    @{org.instagram.handle}
                    <span className="sr-only"> (membuka tab baru)</span>
                  </a>
                </Fact>
              ) : null}
              {org.email ? (
                <Fact icon={<Mail aria-hidden="true" className="size-4" />} term="Email">
                  <a
                    href={`mailto:${org.email}`}
                    className="font-semibold break-all text-brand-700 underline"
                  >
                    {org.email}
                  </a>
                </Fact>
              ) : null}
            </dl>
          </SideBox>
        </aside>
      </div>
    </article>
  )
}

function Fact({
  icon,
  term,
  children,
}: {
  icon: React.ReactNode
  term: string
  children: React.ReactNode
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm text-muted">
        {icon}
        {term}
      </dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  )
}
