import { MediaImg } from '@/components/media/MediaImg'
import { BreadcrumbTrail } from '@/components/page/BreadcrumbTrail'
import { SideBox, SideList } from '@/components/page/SideBox'
import Link from 'next/link'
import { Award, BookOpen, Briefcase, GraduationCap } from 'lucide-react'
import { RichText } from '@payloadcms/richtext-lexical/react'
import type { ProgrammeView as Programme } from '@/features/programmes/types'
import { programmePath } from '@/features/programmes/map'

/**
 * A programme page (/akademik/program-studi/{slug}): facts, description, careers, curriculum,
 * next steps.
 */
export function ProgrammeView({ programme: p }: { programme: Programme }) {
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <BreadcrumbTrail
        steps={[{ label: p.faculty }]}
        current={p.name}
        path={programmePath(p.slug)}
      />
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{p.name}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{p.summary}</p>

      <dl data-testid="programme-facts" className="mt-6 grid gap-4 xs:grid-cols-2 md:grid-cols-4">
        <Fact
          icon={<GraduationCap aria-hidden="true" className="size-5" />}
          term="Fakultas"
          value={p.faculty}
        />
        <Fact
          icon={<BookOpen aria-hidden="true" className="size-5" />}
          term="Jenjang"
          value={p.degree}
        />
        <Fact
          icon={<Award aria-hidden="true" className="size-5" />}
          term="Akreditasi"
          value={`${p.accreditation} (${p.accreditationBody})`}
        />
        <Fact
          icon={<Briefcase aria-hidden="true" className="size-5" />}
          term="Program"
          value={p.category}
        />
      </dl>

      <div className="mt-10 grid gap-10 md:grid-cols-[1fr_20rem]">
        <div>
          <MediaImg
            image={p.image}
            sizes="(min-width: 992px) 640px, 100vw"
            preload
            className="mb-6 aspect-video w-full rounded-xl object-cover"
          />
          <h2 className="text-2xl font-bold text-brand-900">Tentang program studi</h2>
          <RichText
            data={p.description as Parameters<typeof RichText>[0]['data']}
            className="[&_p]:mt-4 [&_p]:leading-relaxed"
          />

          {p.curriculum.length ? (
            <section aria-labelledby="kurikulum" className="mt-10">
              <h2 id="kurikulum" className="text-2xl font-bold text-brand-900">
                Sorotan kurikulum
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {p.curriculum.map((c) => (
                  <li key={c.title} className="rounded-xl border border-brand-100 p-4">
                    <h3 className="font-semibold text-brand-900">{c.title}</h3>
                    {c.description ? (
                      <p className="mt-1 text-sm text-ink">{c.description}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside className="space-y-6">
          <SideList
            id="prospek"
            title="Prospek karier"
            items={p.careerProspects}
            testId="career-prospects"
          />
          <SideBox id="langkah" title="Tertarik bergabung?">
            <div className="mt-4 flex flex-col gap-3">
              <Link
                href="/pendaftaran/biaya-pendidikan"
                className={
                  'inline-flex min-h-11 items-center justify-center rounded-lg border ' +
                  'border-brand-800 px-4 font-semibold text-brand-800 hover:bg-brand-50'
                }
              >
                Lihat biaya pendidikan
              </Link>
              <Link
                href="/daftar/option"
                className={
                  'inline-flex min-h-11 items-center justify-center rounded-lg ' +
                  'bg-brand-800 px-4 font-semibold text-white hover:bg-brand-900'
                }
              >
                Daftar sekarang
              </Link>
            </div>
          </SideBox>
        </aside>
      </div>
    </article>
  )
}

function Fact({ icon, term, value }: { icon: React.ReactNode; term: string; value: string }) {
  return (
    <div className="rounded-xl border border-brand-100 p-4">
      <dt className="flex items-center gap-2 text-sm text-muted">
        {icon}
        {term}
      </dt>
      <dd className="mt-1 font-semibold text-brand-900">{value}</dd>
    </div>
  )
}
