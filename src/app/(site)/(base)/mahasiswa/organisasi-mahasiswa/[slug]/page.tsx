import { notFound } from 'next/navigation'
import type { Metadata } from 'next'
import { OrganisationDetailView } from '@/features/students/ui/OrganisationDetailView'
import { pageMetadata } from '@/features/share/page-metadata'
import { getOrganisation, getOrganisationSlugs } from '@/features/students/load'
import { organisationPath } from '@/features/students/map'

type Props = { params: Promise<{ slug: string }> }

// Every published organisation is pre-rendered; one published later renders on first request (ISR).
export const dynamicParams = true
export const generateStaticParams = getOrganisationSlugs

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const org = await getOrganisation(slug)
  return pageMetadata(
    organisationPath(slug),
    org?.summary,
    undefined,
    org ? { title: org.name } : undefined,
  )
}

export default async function Page({ params }: Props) {
  const org = await getOrganisation((await params).slug)
  if (!org) notFound()
  return <OrganisationDetailView org={org} />
}
