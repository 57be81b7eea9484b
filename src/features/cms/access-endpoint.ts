import { accessOperation, headersWithCors, type Endpoint } from 'payload'
import { hasRole, STAFF_ROLES } from '@/access/roles'
import { cmsErrorJson, jsonAnswer } from '@/lib/api-response'

export const ACCESS_MAP_MESSAGES = {
  signIn: 'Daftar hak akses hanya untuk staf yang sudah masuk.',
  staffOnly: 'Daftar hak akses hanya untuk staf.',
} as const

/**
 * GET /api/cms/access, in place of Payload's own: the permission map of every collection, global
 * and field describes the whole data model, and only the admin panel (staff) needs it. Its login
 * page does not ask for it (the panel computes permissions on the server). Listed before
 * Payload's endpoint of the same path, so it answers first.
 */
export const staffAccessMap: Endpoint = {
  path: '/access',
  method: 'get',
  handler: async (req) => {
    const headers = headersWithCors({ headers: new Headers({ 'Cache-Control': 'no-store' }), req })
    if (!req.user) return cmsErrorJson(401, ACCESS_MAP_MESSAGES.signIn, { headers })
    if (!hasRole(req.user as never, ...STAFF_ROLES)) {
      return cmsErrorJson(403, ACCESS_MAP_MESSAGES.staffOnly, { headers })
    }
    return jsonAnswer(await accessOperation({ req }), { headers })
  },
}
