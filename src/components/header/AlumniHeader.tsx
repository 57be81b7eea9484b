import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'
import type { AlumniNav as AlumniNavData, SiteData, TopBarData } from '@/features/shell/types'
import { AlumniNav } from './AlumniNav.client'
import { NewTabHint, SocialLinks, newTabProps } from './SocialIcon'

type Props = { site: SiteData; topBar: TopBarData; anchors: AlumniNavData['anchors'] }

/** Header of the alumni page. Its id is the target of "Beranda" (#beranda), the top of the page. */
export function AlumniHeader({ topBar, anchors }: Props) {
  return (
    <header id="beranda" data-alumni-header className="relative bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
        <Link
          href="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold hover:underline"
        >
          <ArrowLeft aria-hidden className="size-5" />
          Kembali Ke Web Utama
        </Link>
        <AlumniNav anchors={anchors} />
        <div className="flex w-full items-center justify-between gap-3 pb-1 md:w-auto md:pb-0">
          <SocialLinks
            items={topBar.social}
            className="min-w-0 gap-1"
            linkClassName="size-10 hover:bg-white/15"
          />
          <a
            href={topBar.registerNow.href}
            {...newTabProps(true)}
            data-register-now
            className={
              'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap ' +
              'rounded-md bg-accent-400 px-4 text-sm font-bold uppercase ' +
              'tracking-wide text-brand-950 hover:bg-accent-500 sm:hidden'
            }
          >
            {topBar.registerNow.label}
            <NewTabHint external />
          </a>
        </div>
      </div>
    </header>
  )
}
