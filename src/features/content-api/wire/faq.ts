import * as z from 'zod'
import { groupFaqs } from '@/features/faq/map'
import type { Faq } from '@/payload-types'

/** GET /faq. The original API's fields are not known: named in the style of the other items. */
export const faqItem = z
  .object({
    faq_id: z.number().int(),
    faq_question: z.string(),
    faq_answer: z.string().meta({ description: 'Jawaban, teks biasa.' }),
    faq_group: z.string().meta({ description: 'Kode topik.', example: 'pendaftaran' }),
    faq_group_title: z.string().meta({ example: 'Pendaftaran' }),
  })
  .meta({ id: 'FaqItem' })

export type FaqItemWire = z.input<typeof faqItem>

/** FAQ documents → wire items, grouped by topic in the order the page shows them. */
export const reshapeFaqs = (docs: Faq[]): FaqItemWire[] =>
  groupFaqs(docs).flatMap((g) =>
    g.items.map((item) => ({
      faq_id: item.id,
      faq_question: item.question,
      faq_answer: item.answer,
      faq_group: g.topic,
      faq_group_title: g.title,
    })),
  )
