import { AlumniHeader } from '@/components/header/AlumniHeader'
import { getAlumniAnchors, getFooter, getSite, getTopBar } from '@/features/shell/load'
import { ChromeFrame } from './ChromeFrame'

/**
 * The alumni layout's frame. A module of its own so the alumni page does not import the main
 * header (desktop menu, search button): client components count towards a page's first-load
 * JavaScript as soon as its layout imports them, rendered or not.
 */
export async function AlumniChrome({ children }: { children: React.ReactNode }) {
  const [site, topBar, footer, anchors] = await Promise.all([
    getSite(),
    getTopBar(),
    getFooter(),
    getAlumniAnchors(),
  ])
  return (
    <ChromeFrame
      header={<AlumniHeader site={site} topBar={topBar} anchors={anchors} />}
      footer={footer}
    >
      {children}
    </ChromeFrame>
  )
}
