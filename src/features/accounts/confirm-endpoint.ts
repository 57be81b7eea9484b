import type { Endpoint } from 'payload'
import { escapeHtml } from '@/lib/html'
import { confirmEmailChange } from './credential-change'

/** GET /api/cms/users/konfirmasi-email?token=…: the link mailed to a staff member's new address. */
export const staffEmailConfirmEndpoint: Endpoint = {
  path: '/konfirmasi-email',
  method: 'get',
  handler: async (req) => {
    const token = new URL(req.url ?? '', 'http://localhost').searchParams.get('token') ?? ''
    const result = await confirmEmailChange(req.payload, 'users', token)
    const html =
      `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Konfirmasi email</title></head>` +
      `<body><main><p>${escapeHtml(result.message)}</p><p><a href="/admin/login">Masuk ke CMS</a></p></main></body></html>`
    return new Response(html, { status: result.ok ? 200 : 400, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
  },
}
