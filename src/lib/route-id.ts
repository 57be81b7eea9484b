import type { PayloadRequest } from 'payload'

/** The positive integer id of an endpoint's `:id`, or null for anything else. */
export const routeId = (req: PayloadRequest): number | null => {
  const id = Number(req.routeParams?.id)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
