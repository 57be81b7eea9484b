import { describe, expect, it } from 'vitest'
import {
  isPastRetention,
  isRetentionDays,
  RETENTION_KINDS,
  RETENTION_RULES,
  retentionCutoff,
  retentionPolicyOf,
  UNATTACHED_FILE_TTL_MS,
} from '@/features/privacy/retention'

const NOW = new Date('2028-06-01T00:00:00.000Z')
const policy = retentionPolicyOf({ notAcceptedApplications: 30, pageVisits: 5, dataRequests: 20 })
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString()
const past = (kind: Parameters<typeof isPastRetention>[0], facts: object) =>
  isPastRetention(kind, { at: daysBefore(31), ...facts }, policy, NOW, '2028/2029')

describe('retention periods (UU PDP: kept no longer than the purpose needs)', () => {
  it('falls back to each kind’s default for a missing or invalid period', () => {
    expect(policy.notAcceptedApplications).toBe(30)
    expect(policy.consentRecords).toBe(RETENTION_RULES.consentRecords.defaultDays)
    expect(retentionPolicyOf({ pageVisits: 0, contactMessages: 2.5 })).toMatchObject({
      pageVisits: RETENTION_RULES.pageVisits.defaultDays,
      contactMessages: RETENTION_RULES.contactMessages.defaultDays,
    })
    expect(retentionPolicyOf(null).replacedFiles * 86_400_000).toBe(UNATTACHED_FILE_TTL_MS)
    expect(isRetentionDays(1)).toBe(true)
    expect(isRetentionDays(0)).toBe(false)
  })

  it('counts the period back from now: a record exactly at the cutoff is kept, one a moment older goes', () => {
    const cutoff = retentionCutoff(policy, 'pageVisits', NOW)
    expect(cutoff.toISOString()).toBe(daysBefore(5))
    const at = (iso: string) => isPastRetention('pageVisits', { at: iso }, policy, NOW, '')
    expect(at(cutoff.toISOString())).toBe(false)
    expect(at(new Date(cutoff.getTime() - 1).toISOString())).toBe(true)
    expect(at(daysBefore(4))).toBe(false)
  })

  it('never deletes a record without a valid date', () => {
    for (const kind of RETENTION_KINDS) {
      expect(isPastRetention(kind, { at: null }, policy, NOW, '')).toBe(false)
      expect(isPastRetention(kind, { at: 'bukan tanggal' }, policy, NOW, '')).toBe(false)
    }
  })

  it('anonymises only not-accepted applications and past periods’ applications, once', () => {
    expect(RETENTION_RULES.notAcceptedApplications.action).toBe('anonymise')
    expect(past('notAcceptedApplications', { status: 'not_accepted' })).toBe(true)
    expect(past('notAcceptedApplications', { status: 'accepted' })).toBe(false)
    expect(past('notAcceptedApplications', { status: 'not_accepted', anonymised: true })).toBe(
      false,
    )
    const older = { at: daysBefore(800) }
    expect(past('pastPeriodApplications', { ...older, period: '2025/2026' })).toBe(true)
    expect(past('pastPeriodApplications', { ...older, period: '2028/2029' })).toBe(false)
    expect(
      past('pastPeriodApplications', { ...older, period: '2025/2026', anonymised: true }),
    ).toBe(false)
  })

  it('deletes only unattached files as replaced, and only closed data requests', () => {
    expect(past('replacedFiles', { attached: false })).toBe(true)
    expect(past('replacedFiles', { attached: true })).toBe(false)
    expect(past('dataRequests', { status: 'done' })).toBe(true)
    expect(past('dataRequests', { status: 'rejected' })).toBe(true)
    expect(past('dataRequests', { status: 'open' })).toBe(false)
    expect(past('dataRequests', { status: 'in_progress' })).toBe(false)
  })
})
