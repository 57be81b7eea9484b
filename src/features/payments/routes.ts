import 'server-only'
import { z } from 'zod'
import { apiJson } from '@/lib/api-response'
import { BodyTooLarge, readCappedText } from '@/lib/capped-body'
import { clientIp } from '@/lib/client-address'
import { getPayloadClient } from '@/lib/payload'
import { startOnlinePayment } from './checkout'
import { loadApplicantPayments } from './load'
import { publicPayment } from './map'
import { PAYMENT_MESSAGES as M } from './messages'
import { receiveNotification } from './notifications'
import { ONLINE_METHODS } from './providers/types'
import { refusedNotifications } from './rate-limit'

/** A provider's notification is a few kilobytes; anything larger is not one. */
const MAX_NOTIFICATION_BYTES = 64 * 1024
const MAX_REQUEST_BYTES = 1024

export async function notificationRoute(
  request: Request,
  { params }: { params: Promise<{ penyedia: string }> },
): Promise<Response> {
  let body: string
  try {
    body = await readCappedText(request, MAX_NOTIFICATION_BYTES)
  } catch (error) {
    if (error instanceof BodyTooLarge) return apiJson({ status: 413, message: M.tooLarge })
    throw error
  }
  const address = clientIp(request.headers)
  const slot = await refusedNotifications.take(address)
  if (!slot.allowed)
    return apiJson({
      status: 429,
      message: M.tooManyRefused,
      headers: { 'Retry-After': String(slot.retryAfter) },
    })
  const { penyedia } = await params
  const answer = await receiveNotification(
    await getPayloadClient(),
    penyedia,
    body,
    request.headers,
  )
  // Only a refusal keeps its point; an accepted notification, or a 503 asking the provider to
  // send again, gives it back.
  if (answer.status < 400 || answer.status >= 500) await refusedNotifications.refund(address)
  return apiJson(answer)
}

async function applicantOf(request: Request) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'applicants') return { payload, user: null }
  return { payload, user: { id: Number(user.id), collection: 'applicants' as const } }
}

export async function applicantPaymentsRoute(request: Request): Promise<Response> {
  const { payload, user } = await applicantOf(request)
  if (!user) return apiJson({ status: 401, message: M.signedOut })
  const data = await loadApplicantPayments(payload, user)
  return apiJson({ status: 200, message: M.list, data })
}

const startInput = z.object({ method: z.enum(ONLINE_METHODS, { message: M.unknownMethod }) })

export async function startPaymentRoute(request: Request): Promise<Response> {
  const { payload, user } = await applicantOf(request)
  if (!user) return apiJson({ status: 401, message: M.signedOut })
  let input: unknown
  try {
    input = JSON.parse(await readCappedText(request, MAX_REQUEST_BYTES))
  } catch (error) {
    if (error instanceof BodyTooLarge) return apiJson({ status: 413, message: M.tooLarge })
    return apiJson({ status: 400, message: M.unknownMethod })
  }
  const parsed = startInput.safeParse(input)
  if (!parsed.success) return apiJson({ status: 400, message: M.unknownMethod })
  const result = await startOnlinePayment(payload, user, parsed.data.method)
  if (!result.ok) return apiJson({ status: result.status, message: result.message })
  return apiJson({
    status: result.status,
    message: result.message,
    data: publicPayment(result.payment),
  })
}
