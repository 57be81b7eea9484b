import type { NextConfig } from 'next'

type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]

/**
 * Payload's `withPayload` asks for the visitor's colour scheme on every path with `Accept-CH` and
 * `Critical-CH`. `Critical-CH` makes Chrome send a visit's first request a second time, now with the
 * hint, before it reads the answer: a whole round trip before the first byte of a public page
 * (Lighthouse counts it as a redirect, ~1.1 s under its mobile throttling). Only Payload's admin
 * reads the hint (its dark theme), so the rule is kept for the admin's paths alone.
 */
export function clientHintsOnlyFor(adminRoute: string, rules: HeaderRule[]): HeaderRule[] {
  return rules.map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key.toLowerCase() === 'critical-ch')
      ? { ...rule, source: `${adminRoute}/:path*` }
      : rule,
  )
}
