import { csvDateTime, toCsv } from '@/lib/csv'
import type { AccessAudit, ConsentRecord } from '@/payload-types'
import {
  AUDIT_ACTION_LABELS,
  CONSENT_DECISION_LABELS,
  CONSENT_KIND_LABELS,
  CONSENT_SOURCE_LABELS,
  COOKIE_CATEGORY_LABELS,
  type AuditAction,
  type ConsentDecision,
  type ConsentKind,
  type ConsentSource,
  type CookieCategory,
} from './messages'

/** The privacy exports as CSV (pure: the endpoints read the documents, these decide the rows). */

const idOf = (rel: unknown) =>
  rel && typeof rel === 'object' && 'id' in rel ? String((rel as { id: unknown }).id) : (rel ?? '')
const label = <T extends string>(labels: Record<T, string>, value: string | null | undefined) =>
  value ? (labels[value as T] ?? value) : ''

export const CONSENT_CSV_HEADER = [
  'Waktu',
  'Jenis',
  'Keputusan',
  'Versi kebijakan',
  'Kategori cookie',
  'ID pendaftar',
  'ID pengunjung',
  'Sumber',
] as const

export const consentRow = (r: Partial<ConsentRecord>): unknown[] => [
  csvDateTime(r.createdAt),
  label<ConsentKind>(CONSENT_KIND_LABELS, r.kind),
  label<ConsentDecision>(CONSENT_DECISION_LABELS, r.decision),
  r.noticeVersion,
  (r.categories ?? []).map((c) => label<CookieCategory>(COOKIE_CATEGORY_LABELS, c)).join(', '),
  idOf(r.applicant),
  r.visitorId,
  label<ConsentSource>(CONSENT_SOURCE_LABELS, r.source),
]
export const consentCsv = (records: Partial<ConsentRecord>[]) =>
  toCsv(CONSENT_CSV_HEADER, records.map(consentRow))

export const AUDIT_CSV_HEADER = [
  'Waktu',
  'Email staf',
  'ID staf',
  'Tindakan',
  'Data yang diakses',
  'Alamat IP',
  'Jumlah data',
  'ID data',
  'Melalui',
] as const

export const auditRow = (r: Partial<AccessAudit>): unknown[] => [
  csvDateTime(r.createdAt),
  r.userEmail,
  idOf(r.user),
  label<AuditAction>(AUDIT_ACTION_LABELS, r.action),
  r.target,
  r.ip,
  r.count,
  (r.records ?? []).join(' '),
  r.via,
]
export const auditCsv = (records: Partial<AccessAudit>[]) =>
  toCsv(AUDIT_CSV_HEADER, records.map(auditRow))
