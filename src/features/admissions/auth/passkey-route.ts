import 'server-only'
import { headers as requestHeaders } from 'next/headers'
import {
  register,
  registerOptions,
  removePasskey,
  signIn,
  signInOptions,
  type Applicant,
  type PasskeyAnswer,
} from '@/features/accounts/passkeys/applicant-service'
import { PASSKEY_MESSAGES as M } from '@/features/accounts/passkeys/messages'
import { apiJson } from '@/lib/api-response'
import { getPayloadClient } from '@/lib/payload'
import { getApplicant } from './session'
import { setApplicantCookie } from './session-cookie'

type Payload = Awaited<ReturnType<typeof getPayloadClient>>
type Step = (
  payload: Payload,
  headers: Headers,
  applicant: Applicant | null,
  body: unknown,
) => Promise<PasskeyAnswer>

const signedIn =
  (
    step: (
      payload: Payload,
      headers: Headers,
      applicant: Applicant,
      body: unknown,
    ) => Promise<PasskeyAnswer>,
  ): Step =>
  async (payload, headers, applicant, body) =>
    applicant ? step(payload, headers, applicant, body) : { status: 401, message: M.signInFirst }

const STEPS: Record<string, Step> = {
  'daftar-opsi': signedIn((payload, headers, applicant) =>
    registerOptions(payload, headers, applicant),
  ),
  daftar: signedIn(register),
  'masuk-opsi': (payload, headers) => signInOptions(payload, headers),
  masuk: (payload, headers, _applicant, body) => signIn(payload, headers, body),
  hapus: signedIn(removePasskey),
}

async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.length > 64 * 1024) return undefined
  try {
    return text ? JSON.parse(text) : {}
  } catch {
    return undefined
  }
}

/** One step of an applicant's passkeys: parse, call the service, answer in the envelope. */
export async function passkeyStep(
  request: Request,
  context: { params: Promise<{ langkah: string }> },
) {
  const { langkah } = await context.params
  const step = Object.hasOwn(STEPS, langkah) ? STEPS[langkah]! : null
  if (!step) return apiJson({ status: 404, message: 'Langkah passkey tidak dikenal.' })
  const body = await jsonBody(request)
  if (body === undefined) return apiJson({ status: 400, message: M.badInput })
  const payload = await getPayloadClient()
  const headers = new Headers(await requestHeaders())
  const applicant = (await getApplicant()) as Applicant | null
  const result = await step(payload, headers, applicant, body)
  if (result.token) await setApplicantCookie(payload, result.token)
  return apiJson({ status: result.status, message: result.message, data: result.data ?? null })
}
