import type { CollectionBeforeOperationHook } from 'payload'

/**
 * The most documents one list read answers to a visitor or applicant through REST or GraphQL.
 * Payload takes any `limit` (and `limit=0` or `pagination=false` for all), so
 * `?limit=100000000` read a whole collection in one request. Staff keep Payload's own handling
 * (the admin's lists, exports); the site's own Local API reads are not requests and keep theirs.
 */
export const PUBLIC_MAX_LIMIT = 100

/** Populating deeper than this answers nothing the site shows (payload.config.ts `maxDepth`). */
export const MAX_DEPTH = 2

const LIST_OPERATIONS = new Set(['read', 'readDistinct', 'findVersions'])

/** Caps `limit` of list reads made over REST or GraphQL by anyone but staff. */
export const capPublicLists: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!LIST_OPERATIONS.has(operation) || req.payloadAPI === 'local') return args
  if (req.user?.collection === 'users') return args
  const { limit } = args as { limit?: unknown }
  const asked = typeof limit === 'number' && Number.isFinite(limit) ? limit : undefined
  // Absent: Payload's default page of 10, below the cap.
  if (asked === undefined && (args as { pagination?: unknown }).pagination !== false) return args
  return {
    ...args,
    pagination: true,
    limit: asked && asked > 0 ? Math.min(asked, PUBLIC_MAX_LIMIT) : PUBLIC_MAX_LIMIT,
  }
}
