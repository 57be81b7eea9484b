import type { RegistrationFee } from '@/features/admissions-info/fee'
import type { ApplicationStatus, RefundStatus } from './application/status'
import type { TimelineItem } from './application/timeline'
import type { DataRequestStatus } from './data-rights/requests'
import type { PersonalAnswers } from './form/submission'
import type { EligibilityRules, Requirement } from './tracks/eligibility'
import type { Track } from './tracks/tracks'
import type { DocumentSlot } from './uploads/kinds'

/** Plain props of the applicant area, the track pages and the form: never Payload documents. */
export type FileId = number | string

export type TestSchedule = {
  date: string
  mode: 'offline' | 'online' | null
  place: string
  onlineUrl: string
  examNumber: string
  notes: string
}

/** The applicant's application; relations are ids, files are resolved where they are shown. */
export type ApplicantApplication = {
  id: number
  track: Track
  status: ApplicationStatus
  period: string
  /** The admission wave (a selection schedule) the application belongs to. */
  wave: FileId | null
  createdAt: string
  submittedAt: string | null
  /** The 0-based index of the form step to resume at. */
  currentStep: number
  paymentProof: FileId | null
  paymentRejectionReason: string
  personal: PersonalAnswers
  programme: { category: FileId | null; faculty: FileId | null; major: FileId | null }
  /** The chosen major's name when the application was read with its relations, else ''. */
  majorName: string
  documents: Record<DocumentSlot, FileId | null>
  /** Only once staff have set a date. */
  test: TestSchedule | null
  refund: { status: RefundStatus; paidAt: string | null }
}

export type HistoryEntry = { id: number; action: string; at: string; actor: string; note: string }

/**
 * What a track page hands the online-payment slot (filled by the route page from payments, which
 * admissions cannot import: payments imports admissions).
 */
export type OnlinePaymentSlotProps = {
  applicantId: number
  application: ApplicantApplication
  /** The track page's path: the payment forms send the applicant back there. */
  path: string
  /** `?pembayaran=`: a fixed code the payment forms set. */
  notice?: string
  /** Why the fee cannot be paid now (the wave is closed or not yet open), if so. */
  closedMessage?: string | null
}
/** Null when there is nothing online to show (none offered, nothing to pay). */
export type OnlinePaymentSlot = (props: OnlinePaymentSlotProps) => Promise<React.ReactNode>

export type BankAccount = { key: string; bank: string; number: string; holder: string }
export type PaymentInfo = RegistrationFee & { bankAccounts: BankAccount[] }

/** The side panel of a track page (TAHAPAN PENDAFTARAN), as staff edit it. */
export type TrackPanel = {
  title: string
  steps: { key: string; title: string; lines: { key: string; text: string }[] }[]
  infoTitle: string
  contacts: { key: string; label: string; phone: string }[]
  additionalInfo: string
  link: { label: string; url: string } | null
}

export type TrackInfo = {
  track: Track
  name: string
  path: string
  intro: string
  requirements: Requirement[]
  /** The requirements in words, with this period's limits ("Usia 17–23 tahun"). */
  requirementLines: string[]
  rules: EligibilityRules
  requiresSkckDocument: boolean
  panel: TrackPanel
}

/** The admissions settings as the applicant pages show them, with their defaults applied. */
export type AdmissionsInfo = {
  period: string
  payment: PaymentInfo
  /** "Usia 17–23 tahun pada 1 September 2026." */
  ageHint: string
  minHeightCm: number
  tracks: Record<Track, TrackInfo>
}

export type ApplicantArea = {
  info: AdmissionsInfo
  application: ApplicantApplication | null
  /** Oldest first; only when asked for (the dashboard). */
  history: HistoryEntry[]
  timeline: TimelineItem[]
}

export type DataRequestView = {
  id: number
  kindLabel: string
  /** Correction requests: which data and the value asked for; empty otherwise. */
  correctionField: string
  correctionValue: string
  /** The 3 × 24 h deadline for staff's answer. */
  dueAt: string | null
  status: DataRequestStatus
  statusLabel: string
  open: boolean
  reason: string
  staffNote: string
  createdAt: string
  updatedAt: string
}
