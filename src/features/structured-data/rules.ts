/**
 * The contract of the site's structured data: per schema.org type, the properties every node must
 * carry (Google's required ones, plus those our records always have) and the recommended ones a
 * complete record fills. An entry that is a list means "one of these". The unit tests check the
 * builders against both lists; the end-to-end test checks every page's JSON-LD against
 * `required` with `structuredDataProblems`.
 */
type Rule = { required: (string | string[])[]; recommended: string[] }

export const SCHEMA_RULES: Record<string, Rule> = {
  CollegeOrUniversity: {
    required: ['name', 'url'],
    recommended: ['logo', 'address', 'telephone', 'sameAs', 'description'],
  },
  Organization: { required: ['name'], recommended: [] },
  Person: { required: ['name'], recommended: [] },
  WebSite: { required: ['name', 'url', 'potentialAction'], recommended: ['alternateName'] },
  SearchAction: { required: ['target', 'query-input'], recommended: [] },
  EntryPoint: { required: ['urlTemplate'], recommended: [] },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  // `item` too, on every step but the last (checked below).
  ListItem: { required: ['position', 'name'], recommended: ['item'] },
  NewsArticle: {
    required: ['headline', 'image', 'datePublished', 'author'],
    recommended: ['dateModified', 'publisher', 'description', 'url'],
  },
  EducationalOccupationalProgram: {
    required: ['name', 'description', 'provider', 'educationalCredentialAwarded', 'timeToComplete'],
    recommended: [
      'offers',
      'programPrerequisites',
      'applicationStartDate',
      'applicationDeadline',
      'url',
    ],
  },
  Offer: { required: ['priceCurrency', ['price', 'priceSpecification']], recommended: ['url'] },
  PriceSpecification: { required: ['price', 'priceCurrency'], recommended: [] },
  UnitPriceSpecification: { required: ['price', 'priceCurrency'], recommended: ['unitText'] },
  JobPosting: {
    required: [
      'title',
      'description',
      'datePosted',
      'hiringOrganization',
      ['jobLocation', 'applicantLocationRequirements'],
    ],
    recommended: ['validThrough', 'employmentType', 'directApply', 'url'],
  },
  Country: { required: ['name'], recommended: [] },
  Event: {
    required: ['name', 'startDate', 'location'],
    recommended: ['endDate', 'eventStatus', 'eventAttendanceMode', 'organizer', 'description'],
  },
  Place: { required: ['address'], recommended: ['name'] },
  VirtualLocation: { required: ['url'], recommended: [] },
  PostalAddress: {
    required: ['addressCountry'],
    recommended: ['streetAddress', 'addressLocality', 'postalCode'],
  },
  FAQPage: { required: ['mainEntity'], recommended: [] },
  Question: { required: ['name', 'acceptedAnswer'], recommended: [] },
  Answer: { required: ['text'], recommended: [] },
}

/** Properties whose values are URLs: each must be absolute http(s). */
export const URL_PROPERTIES = ['url', 'logo', 'image', 'item', '@id', 'sameAs', 'urlTemplate']

/** Properties whose values are ISO 8601 dates or date-times. */
const DATE_PROPERTIES = [
  'datePublished',
  'dateModified',
  'datePosted',
  'validThrough',
  'startDate',
  'endDate',
  'applicationStartDate',
  'applicationDeadline',
]
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/
const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/
const ABSOLUTE = /^https?:\/\/[^/\s]+/

const present = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0)

type Node = Record<string, unknown>
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value])
const typesOf = (node: Node) =>
  asList(node['@type']).filter((t): t is string => typeof t === 'string')

/** `rule`'s list of properties `node` lacks, a "one of" entry written "a|b". */
export function missingProperties(node: Node, properties: (string | string[])[]): string[] {
  return properties
    .filter((p) => !asList(p).some((name) => present(node[name])))
    .map((p) => asList(p).join('|'))
}

function valueProblems(key: string, value: unknown, where: string): string[] {
  const problems: string[] = []
  for (const item of asList(value)) {
    if (typeof item !== 'string') continue
    if (URL_PROPERTIES.includes(key) && !ABSOLUTE.test(item))
      problems.push(`${where}.${key}: "${item}" is not an absolute http(s) URL`)
    if (DATE_PROPERTIES.includes(key) && !ISO_DATE.test(item))
      problems.push(`${where}.${key}: "${item}" is not an ISO 8601 date`)
    if (key === 'timeToComplete' && !ISO_DURATION.test(item))
      problems.push(`${where}.${key}: "${item}" is not an ISO 8601 duration`)
  }
  return problems
}

function nodeProblems(node: Node, where: string): string[] {
  const problems: string[] = []
  for (const type of typesOf(node)) {
    const rule = SCHEMA_RULES[type]
    if (!rule) problems.push(`${where}: @type ${type} has no rule in SCHEMA_RULES`)
    else
      for (const name of missingProperties(node, rule.required))
        problems.push(`${where} (${type}): missing ${name}`)
  }
  if (typesOf(node).includes('BreadcrumbList')) {
    const steps = asList(node.itemListElement).filter(isNode)
    steps.slice(0, -1).forEach((step, i) => {
      if (!present(step.item)) problems.push(`${where}.itemListElement[${i}]: missing item`)
    })
  }
  return problems
}

/**
 * Every problem of one parsed JSON-LD script: a root without the schema.org context, a node of a
 * type the table does not know or without a required property, a URL that is not absolute, a
 * date or duration that is not ISO 8601. Empty when the script is valid.
 */
export function structuredDataProblems(root: unknown): string[] {
  if (!isNode(root) || !/^https?:\/\/schema\.org\/?$/.test(String(root['@context'])))
    return ['root: not an object with "@context": "https://schema.org"']
  const problems: string[] = []
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${where}[${i}]`))
    if (!isNode(value)) return
    if ('@type' in value) problems.push(...nodeProblems(value, where))
    for (const [key, child] of Object.entries(value)) {
      problems.push(...valueProblems(key, child, where))
      walk(child, `${where}.${key}`)
    }
  }
  walk(root, typesOf(root).join(',') || 'graph')
  if (!('@type' in root) && !Array.isArray(root['@graph']))
    problems.push('root: no @type or @graph')
  return problems
}
