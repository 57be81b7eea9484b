import type { Endpoint, PayloadRequest } from 'payload'
import { statusWhatsAppText } from '@/features/admissions/application/emails'
import { REACH_MESSAGES as M } from '@/features/admissions/application/messages'
import { STATUS_LABELS } from '@/features/admissions/application/status'
import { whatsAppLink } from '@/features/shell/whatsapp'
import { cmsErrorJson, jsonAnswer } from '@/lib/api-response'
import type { Applicant, Application } from '@/payload-types'
import {
  isProcessingRestricted,
  mayContact,
  RESTRICTION_MESSAGES,
} from '@/features/privacy/restriction'
import { relationId } from '@/lib/relation'
import { readForStaff } from './applications-staff-read'
import {
  addApplicationEvent,
  currentStatusEmail,
  mailApplicant,
  statusInputOf,
} from './applications-record'

const CHANNELS = ['whatsapp', 'email'] as const
type Channel = (typeof CHANNELS)[number]

/** The application as the staff member may read it, with the applicant's WhatsApp number. */
const readWithWhatsApp = (req: PayloadRequest) =>
  readForStaff(req, M, { depth: 1, populate: { applicants: { whatsapp: true } } })

function whatsAppUrl(doc: Application): string | null {
  const applicant = doc.applicant as Pick<Applicant, 'whatsapp'> | number | null
  const phone = typeof applicant === 'object' ? applicant?.whatsapp : null
  if (!phone) return null
  return whatsAppLink(phone, statusWhatsAppText(statusInputOf(doc)))
}

const restrictedOf = (req: PayloadRequest, doc: Application) =>
  isProcessingRestricted(req.payload, relationId(doc.applicant), req)

/**
 * GET /api/cms/applications/:id/reach: the WhatsApp link (applicant's number in international
 * form, a message for the current status) the application's sidebar offers. Reading it records
 * nothing: the click does (POST).
 */
export const reachApplicantLink: Endpoint = {
  path: '/:id/reach',
  method: 'get',
  handler: async (req) => {
    const doc = await readWithWhatsApp(req)
    if (doc instanceof Response) return doc
    const restricted = await restrictedOf(req, doc)
    return jsonAnswer(
      {
        whatsappUrl: restricted ? null : whatsAppUrl(doc),
        status: STATUS_LABELS[doc.status],
        restricted,
      },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  },
}

/**
 * POST /api/cms/applications/:id/reach {"channel":"whatsapp"|"email"}: staff open a WhatsApp chat
 * or send the current status email again; either is written in the application's history.
 */
export const reachApplicant: Endpoint = {
  path: '/:id/reach',
  method: 'post',
  handler: async (req) => {
    const doc = await readWithWhatsApp(req)
    if (doc instanceof Response) return doc
    const body = (await req.json?.().catch(() => null)) as { channel?: unknown } | null
    const channel = CHANNELS.find((c) => c === body?.channel) as Channel | undefined
    if (!channel) return cmsErrorJson(400, M.badChannel)
    // Both are contact for admission: refused while the applicant's processing is restricted.
    if (
      !mayContact(channel === 'email' ? 'status-resend' : 'whatsapp', await restrictedOf(req, doc))
    )
      return cmsErrorJson(409, RESTRICTION_MESSAGES.refused)
    const status = STATUS_LABELS[doc.status]
    if (channel === 'whatsapp') {
      const url = whatsAppUrl(doc)
      if (!url) return cmsErrorJson(422, M.noWhatsApp)
      await addApplicationEvent(req, doc, { action: M.whatsAppAction, note: `Status: ${status}` })
      return jsonAnswer({ whatsappUrl: url })
    }
    if (!doc.applicantEmail) return cmsErrorJson(422, M.noEmail)
    if (!(await mailApplicant(req, doc, currentStatusEmail(doc), 'status-resend')))
      return cmsErrorJson(503, M.mailFailed)
    await addApplicationEvent(req, doc, { action: M.emailAction, note: `Status: ${status}` })
    return jsonAnswer({ message: M.emailSent })
  },
}
