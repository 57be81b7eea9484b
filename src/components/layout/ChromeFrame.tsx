import type { ReactNode } from 'react'
import { SiteFooter } from '@/components/footer/SiteFooter'
import type { FooterData } from '@/features/shell/types'

/** Header, the main landmark and the footer: the frame every layout with a header shares. */
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
    </>
  )
}
