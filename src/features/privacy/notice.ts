import type { Payload, PayloadRequest } from 'payload'
import type { PrivacyNotice } from '@/payload-types'
import { formatDate } from '@/lib/format'
import { noticeVersionLabel } from './messages'

/** The privacy notice in force, as the pages, forms and services use it (never the document). */
export type PrivacyNoticeView = {
  version: number
  /** "Versi 2, berlaku sejak 1 Desember 2026". */
  versionLabel: string
  effectiveDate: string | null
  summary: string
  /** Lexical rich text, or null while staff have not written the full text. */
  content: PrivacyNotice['content'] | null
  contact: { name: string; email: string; phone: string; address: string }
}

const text = (v: unknown) => (typeof v === 'string' ? v : '')

/** Pure: the global (with the defaults of a never-saved global) → the view. */
export function toPrivacyNoticeView(doc: Partial<PrivacyNotice>): PrivacyNoticeView {
  const version =
    Number.isInteger(doc.version) && Number(doc.version) >= 1 ? Number(doc.version) : 1
  const effectiveDate = doc.effectiveDate ?? null
  return {
    version,
    versionLabel: noticeVersionLabel(version, effectiveDate ? formatDate(effectiveDate) : null),
    effectiveDate,
    summary: text(doc.summary),
    content: doc.content ?? null,
    contact: {
      name: text(doc.contact?.name),
      email: text(doc.contact?.email),
      phone: text(doc.contact?.phone),
      address: text(doc.contact?.address),
    },
  }
}

/**
 * The notice in force now, read as a visitor (uncached): registration, the consent services and
 * the re-consent check compare against this, never against a page built earlier.
 */
export async function readPrivacyNotice(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<PrivacyNoticeView> {
  const doc = await payload.findGlobal({
    slug: 'privacy-notice',
    depth: 0,
    overrideAccess: false,
    ...(req ? { req } : {}),
  })
  return toPrivacyNoticeView(doc)
}

/** Whether a recorded consent (the applicant's stored version) is for the notice in force. */
export const consentIsCurrent = (
  consentedVersion: string | number | null | undefined,
  notice: Pick<PrivacyNoticeView, 'version'>,
) => String(consentedVersion ?? '') === String(notice.version)
