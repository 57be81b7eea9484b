import type { ReactNode } from 'react'
import { SiteFooter } from '@/components/footer/SiteFooter'
import type { FooterData } from '@/features/shell/types'
import { OrganisationJsonLd } from '@/features/structured-data/OrganisationJsonLd'

/**
 * Header, the main landmark and the footer: the frame every layout with a header shares. The
 * college's structured data goes with the footer that shows its address and profiles.
 */
export function ChromeFrame({
  header,
  footer,
  children,
}: {
  header: ReactNode
  footer: FooterData
  children: ReactNode
}) {
  return (
    <>
      {header}
      <main id="konten" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter data={footer} />
      <OrganisationJsonLd />
    </>
  )
}
