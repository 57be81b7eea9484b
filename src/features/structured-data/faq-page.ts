import type { FaqGroup } from '@/features/faq/map'
import type { JsonLdNode } from './types'

/** The FAQ as a FAQPage (Google: mainEntity of Questions, each name + acceptedAnswer.text). */
export function faqPage(groups: FaqGroup[]): JsonLdNode {
  return {
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((g) =>
      g.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  }
}
