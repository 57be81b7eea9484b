/*
 * Payload's REST handlers read their query string before any hook runs (`parseParams`): `where`
 * and `data` given as text go through JSON.parse without a `try` (and `data=5` reaches a global's
 * read as its data), and `page` and `limit` through
 * Number() without a range, so `?where=abc` and `?page=99999999999999999999` (an offset past
 * what the database takes) answered 500. Checked here, once per request to /api/cms.
 */

/** The largest page and page size: GraphQL's Int, the same bound as Payload's GraphQL API. */
export const MAX_QUERY_NUMBER = 2 ** 31 - 1

export const CMS_QUERY_MESSAGES = {
  notJson: (name: string) => `Parameter "${name}" harus berupa objek JSON.`,
  notCount: (name: string, min: number) =>
    `Parameter "${name}" harus bilangan bulat ${min} sampai ${MAX_QUERY_NUMBER}.`,
} as const

const MIN: Record<string, number> = { page: 1, limit: 0 }

/** The Indonesian message refusing a query string of Payload's REST API, or null when it is fine. */
export function refuseCmsQuery(query: URLSearchParams): string | null {
  for (const name of ['where', 'data']) {
    const text = query.get(name)
    if (!text) continue
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      return CMS_QUERY_MESSAGES.notJson(name)
    }
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return CMS_QUERY_MESSAGES.notJson(name)
  }
  for (const [name, min] of Object.entries(MIN)) {
    const text = query.get(name)
    if (text === null) continue
    const n = /^\d{1,10}$/.test(text) ? Number(text) : NaN
    if (!(n >= min && n <= MAX_QUERY_NUMBER)) return CMS_QUERY_MESSAGES.notCount(name, min)
  }
  return null
}
