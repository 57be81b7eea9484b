import 'server-only'
import { headers } from 'next/headers'
import { hasRole } from '@/access/roles'
import { getPayloadClient } from '@/lib/payload'

/**
 * The signed-in content editor behind this request (the admin's session cookie), or null.
 * Draft previews act for this user through the access rules, never with overrideAccess.
 */
export async function previewUser(requestHeaders?: Headers) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: requestHeaders ?? (await headers()) })
  return user && hasRole(user as never, 'admin', 'editor') ? user : null
}
