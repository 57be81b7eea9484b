import type { Faq } from '@/payload-types'

/**
 * FAQ entries → groups by topic. Pure, unit-tested; the FAQPage structured data is built from the
 * groups in src/features/structured-data/faq-page.ts.
 */

export type FaqItem = { id: number; question: string; answer: string }
export type FaqGroup = { topic: Faq['topic']; title: string; items: FaqItem[] }

// Topic order and titles as visitors read them (the select's labels in the CMS).
export const FAQ_TOPICS: { topic: Faq['topic']; title: string }[] = [
  { topic: 'pendaftaran', title: 'Pendaftaran' },
  { topic: 'biaya', title: 'Biaya & Beasiswa' },
  { topic: 'akademik', title: 'Akademik' },
  { topic: 'kampus', title: 'Kampus & Fasilitas' },
]

/** Groups in topic order, entries by their `order` then as given; empty topics are left out. */
export function groupFaqs(
  docs: Pick<Faq, 'id' | 'question' | 'answer' | 'topic' | 'order'>[],
): FaqGroup[] {
  const sorted = docs
    .map((d, i) => ({ d, i }))
    .sort((a, b) => (a.d.order ?? 0) - (b.d.order ?? 0) || a.i - b.i)
  return FAQ_TOPICS.map(({ topic, title }) => ({
    topic,
    title,
    items: sorted
      .filter(({ d }) => d.topic === topic)
      .map(({ d }) => ({ id: d.id, question: d.question, answer: d.answer })),
  })).filter((g) => g.items.length > 0)
}
