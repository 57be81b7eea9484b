import { programmePath } from '@/features/programmes/map'
import type { ProgrammeView } from '@/features/programmes/types'
import { absoluteUrl, compact } from './node'
import { organisationRef, postalAddress } from './organisation'
import type { JsonLdNode, SiteContext } from './types'

/** One track's fees for a programme in the newest academic year, in rupiah. */
export type TuitionOffer = {
  track: string
  academicYear: string
  developmentFee: number
  semesterFee: number
  practicumFee: number | null
}

/** The admissions cycle's application window, as Jakarta days (YYYY-MM-DD). */
export type ApplicationPeriod = { start: string; deadline: string }

export type ProgrammeFacts = {
  programme: ProgrammeView
  fees: TuitionOffer[]
  admission: ApplicationPeriod | null
}

const price = (name: string, amount: number, perSemester: boolean): JsonLdNode => ({
  '@type': perSemester ? 'UnitPriceSpecification' : 'PriceSpecification',
  name,
  price: amount,
  priceCurrency: 'IDR',
  ...(perSemester ? { unitText: 'semester' } : {}),
})

/** A track's tuition as an Offer: the one-off development fee, then the fees per semester. */
export function tuitionOffer(fee: TuitionOffer, url: string): JsonLdNode {
  return {
    '@type': 'Offer',
    name: `Biaya pendidikan ${fee.track} ${fee.academicYear}`,
    category: 'Tuition',
    price: fee.semesterFee,
    priceCurrency: 'IDR',
    priceSpecification: [
      price('Biaya per semester', fee.semesterFee, true),
      price('Biaya pengembangan (sekali bayar)', fee.developmentFee, false),
      ...(fee.practicumFee ? [price('Biaya praktikum per semester', fee.practicumFee, true)] : []),
    ],
    url,
  }
}

/**
 * A study programme as an EducationalOccupationalProgram (schema.org; Google's former job-training
 * feature asked for name, description, provider with its address, timeToComplete in ISO 8601,
 * educationalCredentialAwarded, offers with the cost, applicationStartDate/applicationDeadline,
 * programPrerequisites). The offer's price is the fee per semester.
 */
export function educationalOccupationalProgram(
  { programme: p, fees, admission }: ProgrammeFacts,
  { siteUrl, organisation }: SiteContext,
): JsonLdNode {
  const url = absoluteUrl(siteUrl, programmePath(p.slug))
  const feesUrl = absoluteUrl(siteUrl, '/pendaftaran/biaya-pendidikan')
  return compact({
    '@type': 'EducationalOccupationalProgram',
    '@id': `${url}#program`,
    name: p.name,
    description: p.summary,
    url,
    image: p.image ? absoluteUrl(siteUrl, p.image.url) : undefined,
    provider: compact({
      ...organisationRef(organisation, siteUrl),
      address: postalAddress(organisation.address),
    }),
    educationalCredentialAwarded: p.degree,
    timeToComplete: `P${p.studyYears}Y`,
    termsPerYear: 2,
    programPrerequisites: p.entryRequirement,
    occupationalCategory: p.careerProspects,
    offers: fees.map((fee) => tuitionOffer(fee, feesUrl)),
    applicationStartDate: admission?.start,
    applicationDeadline: admission?.deadline,
    inLanguage: 'id-ID',
  })
}
