import { describe, expect, it } from 'vitest'
import { submissionProblems } from '@/features/admissions/form/submission'
import { cookieChoiceInput } from '@/features/privacy/consent'
import { auditCsv, consentCsv } from '@/features/privacy/csv'
import { guardianProblems, isMinorOn } from '@/features/admissions/form/guardian'
import { notifyDeadline } from '@/features/privacy/incident'
import { COOKIE_CHOICE_MESSAGES, GUARDIAN_MESSAGES } from '@/features/privacy/messages'
import { consentIsCurrent, toPrivacyNoticeView } from '@/features/privacy/notice'
import { visitorCookieHeader, visitorIdFrom } from '@/features/privacy/visitor-id'

const REFERENCE = '2027-09-01T00:00:00.000Z'

describe('guardian consent for applicants under 18 (UU PDP pasal 25)', () => {
  it('counts the age on the reference date: 17 is a minor, 18 on the day is not', () => {
    expect(isMinorOn('2010-03-10T00:00:00.000Z', REFERENCE)).toBe(true)
    expect(isMinorOn('2009-09-02', REFERENCE)).toBe(true)
    expect(isMinorOn('2009-09-01', REFERENCE)).toBe(false)
  })

  it('asks a 17-year-old for the guardian’s name, contact and consent, in Indonesian', () => {
    const problems = guardianProblems({ birthDate: '2010-03-10' }, REFERENCE)
    expect(problems).toEqual([
      { path: 'personal.parentName', message: GUARDIAN_MESSAGES.missingName(17) },
      { path: 'personal.parentPhone', message: GUARDIAN_MESSAGES.missingPhone(17) },
      { path: 'personal.guardianConsent', message: GUARDIAN_MESSAGES.missingConsent(17) },
    ])
    expect(problems[2]!.message).toContain('di bawah 18 tahun')
  })

  it('is satisfied by all three, and asks nothing of an adult or an unknown birth date', () => {
    const guardian = { parentName: 'Budi', parentPhone: '0812 3456 7890', guardianConsent: true }
    expect(guardianProblems({ birthDate: '2010-03-10', ...guardian }, REFERENCE)).toEqual([])
    expect(guardianProblems({ birthDate: '2008-03-10' }, REFERENCE)).toEqual([])
    expect(guardianProblems({ birthDate: null }, REFERENCE)).toEqual([])
  })

  it('is part of the submission check every writer runs', () => {
    const rules = {
      requirements: [],
      referenceDate: REFERENCE,
      minAge: 15,
      maxAge: 30,
      minHeightCm: 0,
    }
    const paths = submissionProblems({ personal: { birthDate: '2010-03-10' } }, rules, false).map(
      (p) => p.path,
    )
    expect(paths).toContain('personal.guardianConsent')
  })
})

describe('the privacy notice', () => {
  it('maps a never-saved global to version 1 and compares consent by version', () => {
    const view = toPrivacyNoticeView({
      summary: 'Ringkas',
      effectiveDate: '2026-12-01T00:00:00.000Z',
    })
    expect(view.version).toBe(1)
    expect(view.versionLabel).toBe('Versi 1, berlaku sejak 1 Desember 2026')
    expect(consentIsCurrent('1', view)).toBe(true)
    expect(consentIsCurrent('2026-11', view)).toBe(false)
    expect(consentIsCurrent(null, { version: 2 })).toBe(false)
  })
})

describe('cookie choices', () => {
  it('takes known categories and a positive revision; refuses the rest in Indonesian', () => {
    expect(cookieChoiceInput.safeParse({ categories: ['analytics'], revision: 2 }).success).toBe(
      true,
    )
    const unknown = cookieChoiceInput.safeParse({ categories: ['iklan'], revision: 1 })
    expect(unknown.error?.issues[0]?.message).toBe(COOKIE_CHOICE_MESSAGES.unknownCategory)
    expect(cookieChoiceInput.safeParse({ categories: [], revision: 0 }).success).toBe(false)
    expect(cookieChoiceInput.safeParse('x').error?.issues[0]?.message).toBe(
      COOKIE_CHOICE_MESSAGES.invalid,
    )
  })

  it('gives each visitor a random id, keeps a valid one and replaces anything else', () => {
    const a = visitorIdFrom(undefined)
    const b = visitorIdFrom(undefined)
    expect(a.fresh).toBe(true)
    expect(a.id).not.toBe(b.id)
    expect(visitorIdFrom(a.id)).toEqual({ id: a.id, fresh: false })
    expect(visitorIdFrom('198.51.100.7').fresh).toBe(true)
    expect(visitorCookieHeader(a.id, true)).toMatch(/HttpOnly; SameSite=Lax; Secure$/)
  })
})

describe('privacy exports and incidents', () => {
  it('writes consent and audit rows in Indonesian, formula cells neutralised', () => {
    const consent = consentCsv([
      {
        createdAt: '2026-12-01T03:00:00.000Z',
        kind: 'cookies',
        decision: 'given',
        noticeVersion: 2,
        categories: ['necessary', 'analytics'],
        visitorId: '=cmd',
        source: 'cookie-banner',
      },
    ])
    expect(consent).toContain(
      '2026-12-01 10:00,Cookie,Diberikan,2,"Wajib, Analitik",,\'=cmd,Banner cookie',
    )
    const audit = auditCsv([
      {
        createdAt: '2026-12-01T03:00:00.000Z',
        userEmail: 'admin@utb.test',
        user: 3,
        action: 'download-applicant-file',
        target: 'applicant-files a.png',
        ip: '198.51.100.7',
      },
    ])
    expect(audit).toContain('admin@utb.test,3,Mengunduh berkas pendaftar,applicant-files a.png')
  })

  it('sets the notification deadline 3 × 24 hours after discovery', () => {
    expect(notifyDeadline('2026-12-01T10:00:00.000Z')).toBe('2026-12-04T10:00:00.000Z')
  })
})
