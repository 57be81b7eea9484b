import { readFaqs } from '@/features/faq/load'
import { defineCall, type ContentCall } from '../call'
import { contentBody } from '../content-body'
import { listData } from '../wire/envelope'
import { faqItem, reshapeFaqs } from '../wire/faq'

export const faq = defineCall({
  operationId: 'faq',
  path: '/faq',
  tag: 'Situs',
  summary: 'Pertanyaan yang sering diajukan, per topik.',
  what: 'FAQ',
  data: listData(faqItem),
  load: async () => ({ data_component: reshapeFaqs(await readFaqs()) }),
})

export const shellCalls: ContentCall[] = [faq, contentBody]
