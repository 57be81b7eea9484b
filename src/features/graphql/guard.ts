import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens'
import { hasRole, STAFF_ROLES } from '@/access/roles'
import { takeAccountSlot } from '@/features/accounts/rate-limit'
import { cmsErrorJson } from '@/lib/api-response'
import { clientIp } from '@/lib/client-address'
import { getPayloadClient } from '@/lib/payload'
import { GRAPHQL_LIMITS } from './limits'

export const GRAPHQL_MESSAGES = {
  signIn: 'GraphQL hanya untuk staf. Masuk ke panel admin terlebih dahulu.',
  staffOnly: 'GraphQL hanya untuk staf; akun pendaftar tidak dapat memakainya.',
  tooMany: 'Terlalu banyak permintaan GraphQL dari alamat Anda. Coba lagi sebentar lagi.',
  tooLarge: `Kueri GraphQL terlalu besar (lebih dari ${GRAPHQL_LIMITS.tokens} token).`,
} as const

const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
  cmsErrorJson(status, message, { headers, extensions: { statusCode: status } })

/** The query text of a JSON GraphQL request, or null when the body is something else (Payload answers that). */
async function queryOf(request: Request): Promise<string | null> {
  try {
    const body = (await request.clone().json()) as { query?: unknown }
    return typeof body?.query === 'string' ? body.query : null
  } catch {
    return null
  }
}

/** Lexes the query with a token budget; a syntax error is left to Payload's own answer. */
function tooManyTokens(query: string): boolean {
  let over = false
  try {
    new MaxTokensParserWLexer(query, {
      n: GRAPHQL_LIMITS.tokens,
      onReject: [() => (over = true)],
    }).parseDocument()
  } catch {
    // Any other parse error: Payload parses again and answers it.
  }
  return over
}

/**
 * Nothing public uses GraphQL (the site reads through the Local API, the admin through REST), so
 * it is a staff tool (ADR 0014): a per-address limit first, then a staff session, then a token
 * count, all before Payload parses or runs the query. Visitors and applicants get a JSON 401/403.
 */
export function staffOnlyGraphQL(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const slot = await takeAccountSlot('graphql', clientIp(request.headers))
    if (!slot.allowed)
      return refuse(429, GRAPHQL_MESSAGES.tooMany, { 'Retry-After': String(slot.retryAfter) })
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: request.headers })
    if (!user) return refuse(401, GRAPHQL_MESSAGES.signIn)
    if (!hasRole(user as never, ...STAFF_ROLES)) return refuse(403, GRAPHQL_MESSAGES.staffOnly)
    const query = await queryOf(request)
    if (query !== null && tooManyTokens(query)) return refuse(400, GRAPHQL_MESSAGES.tooLarge)
    return handler(request)
  }
}
