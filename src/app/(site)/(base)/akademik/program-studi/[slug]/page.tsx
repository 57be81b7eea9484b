import { notFound } from 'next/navigation'
import type { Metadata } from 'next'
import { ProgrammeView } from '@/features/programmes/ui/ProgrammeView'
import { getProgramme, getProgrammeSlugs } from '@/features/programmes/load'
import { pageMetadata } from '@/features/share/page-metadata'
import { JsonLd } from '@/features/structured-data/JsonLd'
import { programmeFacts, siteContext } from '@/features/structured-data/load'
import { educationalOccupationalProgram } from '@/features/structured-data/programme'

type Props = { params: Promise<{ slug: string }> }
const pathOf = async ({ params }: Props) => `/akademik/program-studi/${(await params).slug}`

// Every published programme is pre-rendered; one published later renders on first request (ISR).
export const dynamicParams = true
export const generateStaticParams = getProgrammeSlugs

export async function generateMetadata(props: Props): Promise<Metadata> {
  const programme = await getProgramme((await props.params).slug)
  return pageMetadata(
    await pathOf(props),
    programme?.summary,
    undefined,
    programme ? { title: programme.name } : undefined,
  )
}

export default async function Page(props: Props) {
  const programme = await getProgramme((await props.params).slug)
  if (!programme) notFound()
  const [facts, context] = await Promise.all([programmeFacts(programme), siteContext()])
  return (
    <>
      <ProgrammeView programme={programme} />
      <JsonLd data={educationalOccupationalProgram(facts, context)} />
    </>
  )
}
