import type { APIRequestContext } from '@playwright/test'
import { adminHeaders } from './helpers'

/**
 * A write through the REST API as the e2e admin. Like adminGet: a login in another worker can
 * drop this session (Payload stores sessions in the user's row), and the request then runs as
 * nobody (401/403), so it signs in again and repeats.
 */
export async function adminSend(request: APIRequestContext, method: 'post' | 'patch' | 'delete', url: string, data?: unknown) {
  for (let attempt = 1; ; attempt++) {
    const response = await request[method](url, { headers: await adminHeaders(request), data })
    if (![401, 403].includes(response.status()) || attempt === 3) return response
  }
}
