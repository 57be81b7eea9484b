import { BreadcrumbBanner } from '@/components/banner/BreadcrumbBanner'
import { getBanner } from '@/features/shell/load'
import { lastSegment, titleFromPath } from '@/features/shell/title'
import { pageTrail } from '@/features/structured-data/breadcrumbs'
import { BreadcrumbJsonLd } from '@/features/structured-data/BreadcrumbJsonLd'

/**
 * The top of every content page: the breadcrumb banner (which carries the h1) when a banner is
 * registered for the page's last path segment, else a plain heading. Search engines get the
 * banner's trail (Beranda, then the page) as a BreadcrumbList, banner or not.
 */
export async function PageIntro({ path, children }: { path: string; children?: React.ReactNode }) {
  const title = titleFromPath(path)
  const banner = await getBanner(lastSegment(path))
  return (
    <>
      {banner ? <BreadcrumbBanner title={title} image={banner.image} /> : null}
      <BreadcrumbJsonLd trail={pageTrail([], { label: title, href: path })} />
      <div className="mx-auto w-full max-w-6xl px-4 pt-10 sm:px-6">
        {banner ? null : (
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        )}
        {children}
      </div>
    </>
  )
}
