import 'server-only'
import { cached } from '@/lib/cached'
import { getPayloadClient } from '@/lib/payload'
import { TAGS } from '@/lib/cache-tags'
import { readProgrammeChoices } from './programme-choice'

/** The form's programme lists, cached under the tag that programme, faculty and category changes expire. */
export const loadProgrammeChoices = cached('programme-choices', [TAGS.programmes], async () =>
  readProgrammeChoices(await getPayloadClient()),
)
