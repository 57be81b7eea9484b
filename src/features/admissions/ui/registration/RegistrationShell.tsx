import { PageIntro } from '@/components/page/PageIntro'
import type { TrackPanel } from '@/features/admissions/types'
import { TRACK_NAMES, type Track } from '@/features/admissions/tracks/tracks'
import { RegistrationPanel } from './RegistrationPanel'

export type { Track }

/** The registration layout: a content area and the side info panel of the track. */
export function RegistrationShell({
  track,
  path,
  panel,
  children,
}: {
  track: Track
  path: string
  panel: TrackPanel
  children?: React.ReactNode
}) {
  return (
    <PageIntro path={path}>
      <p className="mt-2 text-lg font-semibold text-brand-800">{TRACK_NAMES[track]}</p>
      <div className="my-8 grid gap-8 md:grid-cols-[1fr_340px]" data-track={track}>
        <div className="min-w-0">{children}</div>
        <RegistrationPanel track={track} panel={panel} />
      </div>
    </PageIntro>
  )
}
