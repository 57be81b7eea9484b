import 'server-only'
import { cached } from '@/lib/cached'
import { TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import { readPrivacyNotice } from './notice'

/** The notice for pages (/kebijakan-privasi, the cookie banner's revision): cached until a save. */
export const getPrivacyNotice = cached('privacy-notice', [TAGS.privacyNotice], async () =>
  readPrivacyNotice(await getPayloadClient()),
)
