import { SiteHeader } from '@/components/header/SiteHeader'
import { SearchButton } from '@/features/search/ui/SearchButton.client'
import { getFooter, getMenu, getSite, getTopBar } from '@/features/shell/load'
import { AlumniChrome } from './AlumniChrome'
import { ChromeFrame } from './ChromeFrame'

/**
 * Header, main landmark and footer shared by the layouts of the specification; the layouts
 * differ only in which header they show and how it is styled. The alumni layout imports
 * AlumniChrome directly, so its pages do not carry the main header's client code.
 */
export async function SiteChrome({
  header,
  children,
}: {
  header: 'base' | 'blog' | 'alumni'
  children: React.ReactNode
}) {
  if (header === 'alumni') return <AlumniChrome>{children}</AlumniChrome>
  const [site, topBar, menu, footer] = await Promise.all([
    getSite(),
    getTopBar(),
    getMenu(),
    getFooter(),
  ])
  return (
    <ChromeFrame
      header={
        <SiteHeader
          site={site}
          topBar={topBar}
          menu={menu}
          variant={header}
          actions={<SearchButton />}
        />
      }
      footer={footer}
    >
      {children}
    </ChromeFrame>
  )
}
