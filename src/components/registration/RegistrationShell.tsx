import { PageIntro } from '@/components/page/PageIntro'

export type Track = 'reguler' | 'magang' | 'jepang'

const TRACK_NAMES: Record<Track, string> = {
  reguler: 'Jalur Reguler',
  magang: 'Jalur Magang',
  jepang: 'Jalur Jepang',
}

/**
 * The registration layout of §2: a content area and the side info panel of the track
 * (TAHAPAN PENDAFTARAN). The panel's steps and contacts are edited in the CMS once the
 * admissions work lands; until then it says so instead of showing made-up steps.
 */
export function RegistrationShell({ track, path, children }: { track: Track; path: string; children?: React.ReactNode }) {
  return (
    <PageIntro path={path}>
      <div className="my-8 grid gap-8 md:grid-cols-[1fr_340px]" data-track={track}>
        <div>{children}</div>
        <aside aria-labelledby="tahapan-title" className="rounded-2xl bg-brand-900 p-6 text-white" data-testid="registration-panel">
          <h2 id="tahapan-title" className="text-lg font-bold tracking-wide">
            TAHAPAN PENDAFTARAN
          </h2>
          <p className="mt-1 text-sm text-brand-100">{TRACK_NAMES[track]}</p>
          <p className="mt-4 text-sm leading-relaxed text-brand-50">
            Tahapan, kontak Info dan Pertanyaan, serta tautan pendaftaran jalur ini sedang disiapkan oleh panitia penerimaan.
          </p>
        </aside>
      </div>
    </PageIntro>
  )
}
