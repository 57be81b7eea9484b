import type { Payload } from 'payload'
import { z } from 'zod'
import { RECORD_VISIT } from '@/collections/PageVisits'
import { anonymiseIp, isBot } from './anonymise'

export const visitInput = z.object({
  path: z
    .string({ message: 'path wajib diisi' })
    .trim()
    .max(300, { message: 'path terlalu panjang' })
    .regex(/^\/[^\s?#]*$/, { message: 'path harus diawali / tanpa query' }),
})

/** Records one page view as the visitor (no staff rights): the collection only admits this path. */
export async function recordVisit(
  payload: Payload,
  input: { path: string; ip: string | null; userAgent: string | null },
) {
  if (isBot(input.userAgent)) return false
  await payload.create({
    collection: 'page-visits',
    data: {
      path: input.path,
      visitedAt: new Date().toISOString(),
      ip: anonymiseIp(input.ip),
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    },
    overrideAccess: false,
    context: { [RECORD_VISIT]: true },
  })
  return true
}
