import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { escapeHtml } from '@/lib/html'
import { confirmEmailChange } from './credential-change'
import { ACCOUNT_MESSAGES } from './messages'

const PATH = '/konfirmasi-email'

const page = (body: string, status = 200) =>
  new Response(
    `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="referrer" ` +
      `content="no-referrer"><title>Konfirmasi email</title></head><body><main>${body}` +
      `<p><a href="/admin/login">Masuk ke CMS</a></p></main></body></html>`,
    {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    },
  )

const tokenOf = (req: PayloadRequest) =>
  new URL(req.url ?? '', 'http://localhost').searchParams.get('token') ?? ''

/**
 * /api/cms/users/konfirmasi-email?token=…, the link mailed to a staff member's new address. The
 * GET only shows a button; the POST it sends makes the change, so a mail scanner opening the link
 * does not use the token up.
 */
export const staffEmailConfirmEndpoints: Endpoint[] = [
  {
    path: PATH,
    method: 'get',
    handler: async (req) =>
      page(
        `<form method="post"><p>${escapeHtml(ACCOUNT_MESSAGES.emailChangeAsk)}</p>` +
          `<input type="hidden" name="token" value="${escapeHtml(tokenOf(req))}">` +
          `<button type="submit">${escapeHtml(ACCOUNT_MESSAGES.emailChangeButton)}</button></form>`,
      ),
  },
  {
    path: PATH,
    method: 'post',
    handler: async (req) => {
      await addDataAndFileToRequest(req)
      const token = typeof req.data?.token === 'string' ? req.data.token : tokenOf(req)
      const result = await confirmEmailChange(req.payload, 'users', token)
      return page(`<p>${escapeHtml(result.message)}</p>`, result.ok ? 200 : 400)
    },
  },
]
