import { addDataAndFileToRequest, headersWithCors, type Endpoint, type Payload } from 'payload'
import { takeAccountSlot, tooManyAttemptsMessage } from './rate-limit'
import { cmsErrorJson, jsonAnswer } from '@/lib/api-response'
import type { AccountKind } from './messages'
import { ATTEMPT_COUNTED, limitKeys } from './protect'

// One background request at a time per process: a burst cannot take every database connection
// (each holds a transaction while it waits for another connection).
let queue: Promise<unknown> = Promise.resolve()

export type ResetRequest = { ok: true } | { ok: false; status: 429; message: string }

/**
 * Asks for a reset link the same way for a known and an unknown email: the per-address limit is
 * counted now, and Payload's forgotPassword (token, mail) runs after the answer. Done inside the
 * request, a known email costs a database update that an unknown one skips, and the time tells.
 */
export async function requestPasswordResetInBackground(
  payload: Payload,
  kind: AccountKind,
  email: string,
  headers: Headers,
): Promise<ResetRequest> {
  const slot = await takeAccountSlot('forgotPassword', limitKeys(kind, headers).ip)
  if (!slot.allowed)
    return { ok: false, status: 429, message: tooManyAttemptsMessage(slot.retryAfter) }
  queue = queue.then(() =>
    payload
      .forgotPassword({
        collection: kind,
        data: { email },
        overrideAccess: false,
        context: { [ATTEMPT_COUNTED]: true },
        req: { headers },
      })
      .catch((error: unknown) =>
        payload.logger.error({
          msg: `Permintaan atur ulang kata sandi (${kind}) gagal diproses`,
          err: error,
        }),
      ),
  )
  return { ok: true }
}

/**
 * Replaces Payload's POST /forgot-password of the collection (custom endpoints are matched before
 * the built-in ones) with the background version above; same answer as Payload's own.
 */
export const forgotPasswordEndpoint = (kind: AccountKind): Endpoint => ({
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const email = typeof req.data?.email === 'string' ? req.data.email.trim().toLowerCase() : ''
    const headers = headersWithCors({ headers: new Headers(), req })
    if (!email) return cmsErrorJson(400, 'Email wajib diisi.', { headers })
    const result = await requestPasswordResetInBackground(req.payload, kind, email, req.headers)
    if (!result.ok) return cmsErrorJson(result.status, result.message, { headers })
    return jsonAnswer({ message: req.t('general:success') }, { headers })
  },
})
