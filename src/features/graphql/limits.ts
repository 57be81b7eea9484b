import type { GraphQLError, ValidationContext, ValidationRule } from 'graphql'
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives'
import { ACCOUNT_LIMITS } from '@/features/accounts/rate-limit'

/**
 * How big one GraphQL request may be (ADR 0014). Sized for what staff tools ask: a few lists with
 * their relations. One anonymous query with 500 aliases once took 9.7 s of the server.
 */
export const GRAPHQL_LIMITS = {
  /** Payload's cost estimate (1 per field, more per relation); Payload's default is 1000. */
  maxComplexity: 300,
  aliases: 15,
  depth: 10,
  directives: 20,
  /** Counted by the lexer before the document is parsed. */
  tokens: 2000,
  /** Requests per address per minute: the limit lives with the others (rate-limit.ts). */
  perMinute: ACCOUNT_LIMITS.graphql.points,
} as const

// graphql-armor throws its error by default (right for envelop); graphql-http would answer a
// thrown error with a 500, so the error is reported to the validation context instead (400).
const reportInstead = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error),
  ],
}

/** The validation rules Payload adds to its own (complexity) before a query runs. */
export const graphQLValidationRules = (): ValidationRule[] => [
  maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, ...reportInstead }) as unknown as ValidationRule,
  maxDepthRule({ n: GRAPHQL_LIMITS.depth, ...reportInstead }) as unknown as ValidationRule,
  maxDirectivesRule({
    n: GRAPHQL_LIMITS.directives,
    ...reportInstead,
  }) as unknown as ValidationRule,
]
