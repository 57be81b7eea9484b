import type { AdmissionsSetting, Application, ApplicationEvent, DataRequest } from '@/payload-types'
import { formatDate } from '@/lib/format'
import { relationId } from '@/lib/relation'
import { applicationTimeline, enteredAtFrom, type TimelineItem } from './application/timeline'
import {
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_STATUS_LABELS,
  isOpenDataRequest,
} from './data-rights/requests'
import { toRegistrationFee } from '@/features/admissions-info/fee'
import { eligibilityRules } from './settings'
import { REQUIREMENT_LABELS, type EligibilityRules, type Requirement } from './tracks/eligibility'
import { isTrack, TRACK_NAMES, TRACK_PATHS, TRACKS, type Track } from './tracks/tracks'
import { DOCUMENT_SLOTS } from './uploads/kinds'
import type {
  AdmissionsInfo,
  ApplicantApplication,
  DataRequestView,
  FileId,
  HistoryEntry,
  TrackInfo,
  TrackPanel,
} from './types'

/** Payload documents of the applicant area → plain props. Pure, unit-tested. */

const text = (value: string | null | undefined) => value ?? ''
const idOf = (rel: unknown): FileId | null => relationId(rel) ?? null
const nameOf = (rel: unknown) =>
  rel && typeof rel === 'object' && 'name' in rel ? String(rel.name) : ''

/** An application read at any depth. */
export function toApplicantApplication(doc: Application): ApplicantApplication {
  const test = doc.test
  const personal = doc.personal ?? {}
  return {
    id: doc.id,
    // The collection only takes the three tracks; an unknown value reads as the default one.
    track: isTrack(doc.track) ? doc.track : 'reguler',
    status: doc.status,
    period: doc.period,
    wave: idOf(doc.wave),
    createdAt: doc.createdAt,
    submittedAt: doc.submittedAt ?? null,
    currentStep: doc.currentStep ?? 0,
    paymentProof: idOf(doc.paymentProof),
    paymentRejectionReason: text(doc.paymentRejectionReason),
    personal: {
      gender: personal.gender ?? null,
      birthPlace: personal.birthPlace ?? null,
      birthDate: personal.birthDate ?? null,
      nik: personal.nik ?? null,
      religion: personal.religion ?? null,
      address: personal.address ?? null,
      heightCm: personal.heightCm ?? null,
      education: personal.education ?? null,
      schoolName: personal.schoolName ?? null,
      graduationYear: personal.graduationYear ?? null,
      parentName: personal.parentName ?? null,
      parentPhone: personal.parentPhone ?? null,
      guardianConsent: personal.guardianConsent ?? null,
      colourBlind: personal.colourBlind ?? null,
      hasSkck: personal.hasSkck ?? null,
      healthDeclaration: personal.healthDeclaration ?? null,
    },
    programme: {
      category: idOf(doc.programme?.category),
      faculty: idOf(doc.programme?.faculty),
      major: idOf(doc.programme?.major),
    },
    majorName: nameOf(doc.programme?.major),
    documents: Object.fromEntries(
      DOCUMENT_SLOTS.map((slot) => [slot, idOf(doc.documents?.[slot])]),
    ) as ApplicantApplication['documents'],
    test: test?.date
      ? {
          date: test.date,
          mode: test.mode ?? null,
          place: text(test.place),
          onlineUrl: text(test.onlineUrl),
          examNumber: text(test.examNumber),
          notes: text(test.notes),
        }
      : null,
    refund: { status: doc.refund?.status ?? 'none', paidAt: doc.refund?.paidAt ?? null },
  }
}

const ACTORS: Record<ApplicationEvent['actorType'], string> = {
  staff: 'Panitia',
  applicant: 'Anda',
  system: 'Sistem',
}

export function toHistoryEntry(event: ApplicationEvent): HistoryEntry {
  const { id, action, createdAt: at, actorType, note } = event
  return { id, action, at, actor: ACTORS[actorType], note: text(note) }
}

/** The dashboard's timeline, from the application and its history (oldest first). */
export function toTimeline(
  application: ApplicantApplication,
  events: ApplicationEvent[],
): TimelineItem[] {
  return applicationTimeline({
    status: application.status,
    createdAt: application.createdAt,
    paymentRejectionReason: application.paymentRejectionReason,
    refundStatus: application.refund.status,
    refundPaidAt: application.refund.paidAt,
    enteredAt: enteredAtFrom(events),
  })
}

/** A requirement in words, with the limits of this period where it has them. */
export function requirementLine(requirement: Requirement, rules: EligibilityRules): string {
  if (requirement === 'age') return `Usia ${rules.minAge}–${rules.maxAge} tahun`
  if (requirement === 'height') return `Tinggi badan minimal ${rules.minHeightCm} cm`
  return REQUIREMENT_LABELS[requirement]
}

const key = (id: string | null | undefined, i: number) => id ?? String(i)

function toPanel(panel: AdmissionsSetting[Track]['panel'] | null | undefined): TrackPanel {
  return {
    title: panel?.title || 'TAHAPAN PENDAFTARAN',
    steps: (panel?.steps ?? []).map((step, i) => ({
      key: key(step.id, i),
      title: step.title,
      lines: (step.lines ?? []).map((line, j) => ({ key: key(line.id, j), text: line.text })),
    })),
    infoTitle: panel?.infoTitle || 'Info dan Pertanyaan',
    contacts: (panel?.contacts ?? []).map((c, i) => ({
      key: key(c.id, i),
      label: c.label,
      phone: c.phone,
    })),
    additionalInfo: text(panel?.additionalInfo),
    link: panel?.linkUrl && panel.linkLabel ? { label: panel.linkLabel, url: panel.linkUrl } : null,
  }
}

function toTrackInfo(settings: AdmissionsSetting, track: Track): TrackInfo {
  const rules = eligibilityRules(settings, track)
  return {
    track,
    name: TRACK_NAMES[track],
    path: TRACK_PATHS[track],
    intro: text(settings[track]?.intro),
    requirements: [...rules.requirements],
    requirementLines: rules.requirements.map((r) => requirementLine(r, rules)),
    rules,
    requiresSkckDocument: Boolean(settings[track]?.requiresSkckDocument),
    panel: toPanel(settings[track]?.panel),
  }
}

/** The admissions settings global, with the defaults of a never-saved global applied. */
export function toAdmissionsInfo(settings: AdmissionsSetting): AdmissionsInfo {
  const rules = eligibilityRules(settings, 'reguler')
  return {
    period: settings.period,
    payment: {
      ...toRegistrationFee(settings),
      bankAccounts: (settings.bankAccounts ?? []).map((a, i) => ({
        key: key(a.id, i),
        bank: a.bank,
        number: a.number,
        holder: a.holder,
      })),
    },
    ageHint: `Usia ${rules.minAge}–${rules.maxAge} tahun pada ${formatDate(rules.referenceDate)}.`,
    minHeightCm: rules.minHeightCm,
    tracks: Object.fromEntries(
      TRACKS.map((track) => [track, toTrackInfo(settings, track)]),
    ) as Record<Track, TrackInfo>,
  }
}

export function toDataRequestView(request: DataRequest): DataRequestView {
  return {
    id: request.id,
    kindLabel: DATA_REQUEST_KIND_LABELS[request.kind],
    correctionField: text(request.correctionField),
    correctionValue: text(request.correctionValue),
    dueAt: request.dueAt ?? null,
    status: request.status,
    statusLabel: DATA_REQUEST_STATUS_LABELS[request.status],
    open: isOpenDataRequest(request.status),
    reason: text(request.reason),
    staffNote: text(request.staffNote),
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
  }
}
