import { env } from '@/lib/env'
import { breadcrumbList } from './breadcrumbs'
import { JsonLd } from './JsonLd'
import type { Crumb } from './types'

/** A page's breadcrumb trail as a BreadcrumbList script: rendered wherever the trail is shown. */
export function BreadcrumbJsonLd({ trail }: { trail: Crumb[] }) {
  return <JsonLd data={breadcrumbList(trail, env().siteUrl)} />
}
