import { expect } from 'vitest'
import {
  missingProperties,
  SCHEMA_RULES,
  structuredDataProblems,
} from '@/features/structured-data/rules'
import type { JsonLdNode } from '@/features/structured-data/types'

/** The site the builders are given in the tests (env().siteUrl in the app). */
export const SITE = 'https://utb.ac.id'

export const withContext = (node: JsonLdNode) => ({ '@context': 'https://schema.org', ...node })

/**
 * `node` has every required and recommended property of its type (but those in `except`, which
 * the caller says why the record cannot have), and it and its nested nodes pass the rules that
 * the end-to-end test applies to every page.
 */
export function expectComplete(node: JsonLdNode, except: string[] = []) {
  const rule = SCHEMA_RULES[node['@type']]
  expect(rule, `a rule for ${node['@type']}`).toBeDefined()
  const wanted = [...rule!.required, ...rule!.recommended.filter((p) => !except.includes(p))]
  expect(missingProperties(node, wanted)).toEqual([])
  expect(structuredDataProblems(withContext(node))).toEqual([])
}
