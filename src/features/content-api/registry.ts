import 'server-only'
import type { ContentCall } from './call'
import { aboutCalls } from './calls/about'
import { careerCalls } from './calls/career'
import { legacyCalls } from './calls/legacy'
import { newsCalls } from './calls/news'
import { searchCalls } from './calls/search'
import { shellCalls } from './calls/shell'
import type { DocumentedOperation } from './operation'
import { FORM_OPERATIONS } from './operations/forms'
import { LEGACY_OPERATIONS } from './operations/legacy'

/** Every read call of the content API, in the order of the reference. */
export const CONTENT_CALLS: ContentCall[] = [
  ...shellCalls,
  ...newsCalls,
  ...aboutCalls,
  ...careerCalls,
  ...searchCalls,
  ...legacyCalls,
]

/** The writes and the legacy account calls, which have hand-written handlers but the same contract. */
export const OTHER_OPERATIONS: DocumentedOperation[] = [...FORM_OPERATIONS, ...LEGACY_OPERATIONS]
