import { ValidationError } from 'payload'
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'
import { isAdmissionsUser, isApplicantUser } from '@/access/applicants'
import { APPLICANT_ACTION, type ApplicantAction } from '@/features/admissions/application/service'
import type { Application } from '@/payload-types'
import {
  canTransition,
  STATUS_LABELS,
  SYSTEM_ACTION,
  type SystemAction,
} from '@/features/admissions/application/status'
import { REJECTION_REASON_REQUIRED } from '@/features/admissions/application/messages'
import { submissionProblems } from '@/features/admissions/form/submission'
import { eligibilityRules, loadAdmissionsSettings } from '@/features/admissions/settings'
import { isTrack, type Track } from '@/features/admissions/tracks/tracks'
import { programmeChoiceProblems } from '@/features/admissions/form/programme-choice'
import { addApplicationEvent, recordApplicationChanges } from './applications-record'
import { deleteApplicationHistory } from '@/features/admissions/cms/applicants-cascade'
import { relationId } from '@/lib/relation'
import {
  DOCUMENT_KINDS,
  DOCUMENT_SLOTS,
  type DocumentSlot,
} from '@/features/admissions/uploads/kinds'
import { uploadLockedMessage } from '@/features/admissions/uploads/rules'
import { recordGuardianConsent } from '@/features/admissions/data-rights/applicant-consent'
import { auditPersonalReads } from '@/features/privacy/audit-reads'
import { invalid } from './invalid'
import { assignWave, guardQuota, guardWaveStep, waveChangeAction } from './applications-waves'

type User = {
  id: number | string
  collection?: string
  role?: string | null
  email?: string
  name?: string
  fullName?: string
}

/**
 * An applicant may only point their application at files they uploaded themselves, each in the
 * slot of its kind: otherwise A could show staff B's ID card as their own.
 */
type Documents = Partial<Record<DocumentSlot, unknown>> | null | undefined

async function ownFilesOnly(
  data: { documents?: Documents },
  originalDoc: { documents?: Documents },
  action: ApplicantAction | undefined,
  owner: number | string,
  req: PayloadRequest,
) {
  const wanted: { path: string; id: number | string; kind: string }[] = []
  for (const slot of DOCUMENT_SLOTS) {
    const id = relationId(data.documents?.[slot])
    const changed =
      id !== undefined && String(id) !== String(relationId(originalDoc.documents?.[slot]))
    if (changed) wanted.push({ path: `documents.${slot}`, id, kind: DOCUMENT_KINDS[slot] })
  }
  if (action?.kind === 'uploadProof')
    wanted.push({ path: 'paymentProof', id: action.fileId, kind: 'payment_proof' })
  for (const file of wanted) {
    const found = await req.payload.count({
      collection: 'applicant-files',
      where: { id: { equals: file.id }, owner: { equals: owner }, kind: { equals: file.kind } },
      overrideAccess: true,
      req,
    })
    if (found.totalDocs === 0)
      throw invalid(
        file.path,
        'Berkas ini tidak ditemukan di unggahan Anda. Unggah ulang berkasnya.',
        req,
      )
  }
}

const fillOnCreate: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const user = req.user as User | null
  const byApplicant = isApplicantUser(user)
  if (byApplicant) {
    // An applicant can only ever open their own application, at the start of the pipeline.
    data.applicant = user!.id
    data.status = 'registered'
  }
  // Registration is open only while a wave of the track is (staff may still add by hand).
  if (isTrack(data.track)) await assignWave(data, data.track, byApplicant, req)
  const settings = await loadAdmissionsSettings(req.payload, req)
  data.period ||= settings.period
  // Staff creating an application by hand must name an existing applicant (a 400, not a 500).
  const applicantId = relationId(data.applicant)
  const applicant =
    applicantId === undefined
      ? null
      : await req.payload.findByID({
          collection: 'applicants',
          id: applicantId,
          depth: 0,
          req,
          overrideAccess: true,
          disableErrors: true,
        })
  if (!applicant) throw invalid('applicant', 'Pilih pendaftar yang sudah terdaftar.', req)
  data.applicantName = applicant.fullName
  data.applicantEmail = applicant.email
  return data
}

const guardChanges: CollectionBeforeChangeHook<Application> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const user = req.user as User | null
  const from = originalDoc.status
  const action = req.context?.[APPLICANT_ACTION] as ApplicantAction | undefined
  // The payments service settling an online payment: the status moves only where the pipeline
  // lets the system move it, whoever's request it runs in.
  if (req.context?.[SYSTEM_ACTION] as SystemAction | undefined) {
    const to = data.status ?? from
    if (to === from) return data
    if (!canTransition(from, to, 'system'))
      throw invalid(
        'status',
        `Sistem tidak dapat mengubah status dari "${STATUS_LABELS[from]}" ke "${STATUS_LABELS[to]}".`,
        req,
      )
    if (to === 'payment_verified') data.paymentRejectionReason = null
    return data
  }

  if (isApplicantUser(user)) {
    await ownFilesOnly(data, originalDoc, action, user!.id, req)
    if (data.track && data.track !== originalDoc.track && from !== 'registered') {
      throw invalid('track', 'Jalur tidak dapat diubah setelah bukti pembayaran diunggah.', req)
    }
    // Switching track joins the wave of the new track open now (or is refused).
    if (data.track && data.track !== originalDoc.track)
      await assignWave(data, data.track, true, req)
    else delete data.wave
    if (action?.kind === 'uploadProof') {
      const locked = uploadLockedMessage('payment_proof', from)
      if (locked) throw invalid('paymentProof', locked, req)
      await guardWaveStep('paymentProof', originalDoc, 'paymentProof', req)
      data.paymentProof = action.fileId
      data.paymentProofAt = new Date().toISOString()
      data.status = 'proof_uploaded'
      data.paymentRejectionReason = originalDoc.paymentRejectionReason
    } else if (action?.kind === 'submit') {
      if (!canTransition(from, 'submitted', 'applicant')) {
        throw invalid(
          'status',
          'Formulir dapat dikirim setelah pembayaran Anda diverifikasi panitia.',
          req,
        )
      }
      const settings = await loadAdmissionsSettings(req.payload, req)
      const track: Track = isTrack(originalDoc.track) ? originalDoc.track : 'reguler'
      const merged = { ...originalDoc, ...data }
      const problems = submissionProblems(
        merged,
        eligibilityRules(settings, track),
        Boolean(settings[track]?.requiresSkckDocument),
      )
      if (problems.length) {
        throw new ValidationError(
          {
            collection: 'applications',
            errors: problems.map((p) => ({ path: p.path, message: p.message })),
          },
          req.t,
        )
      }
      await guardWaveStep('submission', originalDoc, 'status', req)
      await guardQuota({ ...merged, id: originalDoc.id, wave: originalDoc.wave }, req)
      data.status = 'submitted'
      data.submittedAt = new Date().toISOString()
    }
    return data
  }

  if (data.status && data.status !== from) {
    const to = data.status
    // Seeds and scripts run without a user; staff are held to the pipeline.
    if (user && !canTransition(from, to, 'staff')) {
      const who = isAdmissionsUser(user) ? 'Staf' : 'Pengguna ini'
      throw invalid(
        'status',
        `${who} tidak dapat mengubah status dari "${STATUS_LABELS[from]}" ke "${STATUS_LABELS[to]}".`,
        req,
      )
    }
    if (to === 'payment_rejected' && !String(data.paymentRejectionReason ?? '').trim()) {
      throw invalid('paymentRejectionReason', REJECTION_REASON_REQUIRED, req)
    }
    if (to === 'payment_verified') data.paymentRejectionReason = null
    if (to === 'test_scheduled') {
      const test = { ...(originalDoc.test ?? {}), ...(data.test ?? {}) }
      if (!test.date)
        throw invalid('test.date', 'Isi tanggal dan jam tes sebelum menjadwalkan.', req)
      if (!String(test.place ?? '').trim() && !String(test.onlineUrl ?? '').trim()) {
        throw invalid('test.place', 'Isi tempat tes atau tautan tes daring.', req)
      }
    }
    if (
      to === 'not_accepted' &&
      (data.refund?.status ?? originalDoc.refund?.status ?? 'none') === 'none'
    ) {
      data.refund = { ...(originalDoc.refund ?? {}), ...(data.refund ?? {}), status: 'due' }
    }
  }
  if (data.refund?.status === 'paid' && originalDoc.refund?.status !== 'paid') {
    if (originalDoc.refund?.status !== 'due')
      throw invalid(
        'refund.status',
        'Hanya biaya yang harus dikembalikan yang dapat ditandai sudah dikembalikan.',
        req,
      )
    data.refund.paidAt ??= new Date().toISOString()
  }
  return data
}

/** Only a published major of the chosen category and faculty, for applicants and staff alike. */
const validProgrammeChoice: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const problems = await programmeChoiceProblems(
    req.payload,
    req,
    data.programme,
    originalDoc?.programme,
  )
  if (problems.length)
    throw new ValidationError({ collection: 'applications', errors: problems }, req.t)
  return data
}

const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const previous = operation === 'create' ? null : previousDoc
  await recordApplicationChanges({ doc, previousDoc: previous, req })
  const moved = await waveChangeAction(previous, doc, req)
  if (moved) await addApplicationEvent(req, doc, { action: moved })
  return doc
}

/**
 * Fields that show nobody's personal data: the admissions dashboard reads only these for its
 * figures, which the access audit does not count as reading applicants' data.
 */
export const STATISTICS_FIELDS = [
  'status',
  'createdAt',
  'programme',
  'paymentProofAt',
  'submittedAt',
] as const

export const applicationHooks: CollectionConfig['hooks'] = {
  beforeChange: [fillOnCreate, guardChanges, validProgrammeChoice],
  afterChange: [afterChange, recordGuardianConsent],
  // Staff reads of applications (by id, lists, populations) in the access audit.
  afterOperation: [
    auditPersonalReads({ one: 'view-application', many: 'read-applications' }, STATISTICS_FIELDS),
  ],
  beforeDelete: [({ id, req }) => deleteApplicationHistory(req, id)],
}
