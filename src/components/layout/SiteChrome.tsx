import { AlumniHeader } from '@/components/header/AlumniHeader'
import { SiteHeader } from '@/components/header/SiteHeader'
import { SiteFooter } from '@/components/footer/SiteFooter'
import { SearchButton } from '@/components/search/SearchButton.client'
import { getAlumniAnchors, getFooter, getMenu, getSite, getTopBar } from '@/features/shell/load'

/**
 * Header, main landmark and footer shared by the layouts of the specification; the layouts
 * differ only in which header they show and how it is styled.
 */
export async function SiteChrome({
  header,
  children,
}: {
  header: 'base' | 'blog' | 'alumni'
  children: React.ReactNode
}) {
  const [site, topBar, menu, footer] = await Promise.all([getSite(), getTopBar(), getMenu(), getFooter()])
  return (
    <>
      {header === 'alumni' ? (
        <AlumniHeader site={site} topBar={topBar} anchors={await getAlumniAnchors()} />
      ) : (
        <SiteHeader site={site} topBar={topBar} menu={menu} variant={header} actions={<SearchButton />} />
      )}
      <main id="konten" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter data={footer} />
    </>
  )
}
