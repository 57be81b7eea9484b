import { describe, expect, it } from 'vitest'
import {
  ageOn,
  checkEligibility,
  type EligibilityRules,
} from '@/features/admissions/tracks/eligibility'
import { canTransition, staffTargets } from '@/features/admissions/application/status'
import { applicationTimeline, enteredAtFrom } from '@/features/admissions/application/timeline'
import { submissionProblems } from '@/features/admissions/form/submission'
import { statusEmail, statusWhatsAppText } from '@/features/admissions/application/emails'

const rules: EligibilityRules = {
  requirements: ['gender', 'age', 'education', 'height', 'colourBlind', 'skck', 'health'],
  referenceDate: '2027-09-01T00:00:00.000Z',
  minAge: 17,
  maxAge: 23,
  minHeightCm: 160,
}
const eligible = {
  gender: 'female',
  birthDate: '2008-03-10',
  education: 'smk',
  heightCm: 162,
  colourBlind: false,
  hasSkck: true,
  healthDeclaration: true,
}

describe('age on the reference date', () => {
  it('counts full years; a birthday on the reference date counts', () => {
    expect(ageOn('2010-09-01', '2027-09-01')).toBe(17)
    expect(ageOn('2010-09-02', '2027-09-01')).toBe(16)
    expect(ageOn('2004-02-29', '2027-02-28')).toBe(22)
  })
})

describe('§5 requirements', () => {
  it('accepts an applicant who meets every rule', () => {
    expect(checkEligibility(eligible, rules)).toEqual([])
  })

  it('refuses a 16-year-old with the age, the date and the allowed range', () => {
    const [problem, ...rest] = checkEligibility({ ...eligible, birthDate: '2010-09-02' }, rules)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({ field: 'birthDate', requirement: 'age' })
    expect(problem!.message).toBe(
      'Usia Anda 16 tahun pada 1 September 2027. Syarat usia jalur ini 17–23 tahun.',
    )
  })

  it('refuses 24, short, colour-blind, without SKCK, not a school graduate, unhealthy', () => {
    const problems = checkEligibility(
      {
        gender: 'x',
        birthDate: '2003-01-01',
        education: 'lainnya',
        heightCm: 159,
        colourBlind: true,
        hasSkck: false,
        healthDeclaration: false,
      },
      rules,
    )
    expect(problems.map((p) => p.requirement)).toEqual([
      'gender',
      'age',
      'education',
      'height',
      'colourBlind',
      'skck',
      'health',
    ])
    expect(problems.find((p) => p.requirement === 'height')!.message).toBe(
      'Tinggi badan minimal 160 cm.',
    )
  })

  it('checks only the rules configured for the track', () => {
    expect(
      checkEligibility(
        { birthDate: '2008-01-01', education: 'sma', healthDeclaration: true, gender: 'male' },
        { ...rules, requirements: ['gender', 'age', 'education', 'health'] },
      ),
    ).toEqual([])
  })
})

describe('status pipeline', () => {
  it('lets applicants upload and submit, staff verify, schedule and decide — nothing else', () => {
    expect(canTransition('registered', 'proof_uploaded', 'applicant')).toBe(true)
    expect(canTransition('payment_rejected', 'proof_uploaded', 'applicant')).toBe(true)
    expect(canTransition('proof_uploaded', 'payment_verified', 'applicant')).toBe(false)
    expect(canTransition('payment_verified', 'submitted', 'applicant')).toBe(true)
    expect(canTransition('registered', 'submitted', 'applicant')).toBe(false)
    expect(staffTargets('proof_uploaded')).toEqual(['payment_rejected', 'payment_verified'])
    expect(staffTargets('test_scheduled')).toEqual(['test_scheduled', 'accepted', 'not_accepted'])
    // After acceptance staff may only record that the applicant withdrew.
    expect(staffTargets('accepted')).toEqual(['withdrawn'])
    expect(staffTargets('withdrawn')).toEqual([])
  })
})

describe('dashboard timeline', () => {
  const base = { createdAt: '2027-01-05T03:00:00.000Z', enteredAt: {} }
  const states = (items: ReturnType<typeof applicationTimeline>) =>
    items.map((i) => `${i.key}:${i.state}`)

  it('starts with the proof as the current step', () => {
    expect(states(applicationTimeline({ ...base, status: 'registered' }))).toEqual([
      'registered:done',
      'proof:current',
      'payment:upcoming',
      'submitted:upcoming',
      'test:upcoming',
      'decision:upcoming',
    ])
  })

  it('shows a rejected payment with its reason as needing action', () => {
    const items = applicationTimeline({
      ...base,
      status: 'payment_rejected',
      paymentRejectionReason: 'Nama pengirim tidak terbaca.',
    })
    expect(states(items).slice(1, 3)).toEqual(['proof:problem', 'payment:problem'])
    expect(items[2]!.detail).toContain('Nama pengirim tidak terbaca.')
  })

  it('ends with the decision and the refund when not accepted', () => {
    const events = [
      { toStatus: 'registered', createdAt: '2027-01-05T03:00:00.000Z' },
      { toStatus: 'test_scheduled', createdAt: '2027-04-01T03:00:00.000Z' },
      { toStatus: 'not_accepted', createdAt: '2027-05-20T03:00:00.000Z' },
      { toStatus: null, createdAt: '2027-05-21T03:00:00.000Z' },
    ]
    const items = applicationTimeline({
      ...base,
      status: 'not_accepted',
      refundStatus: 'due',
      enteredAt: enteredAtFrom(events),
    })
    expect(states(items)).toEqual([
      'registered:done',
      'proof:done',
      'payment:done',
      'submitted:done',
      'test:done',
      'decision:done',
      'refund:current',
    ])
    expect(items.find((i) => i.key === 'decision')).toMatchObject({
      title: 'Tidak diterima',
      at: '2027-05-20T03:00:00.000Z',
    })
  })
})

describe('submission completeness', () => {
  it('lists every missing field and refusal with the field path', () => {
    const guardianPaths = [
      'personal.parentName',
      'personal.parentPhone',
      'personal.guardianConsent',
    ]
    // Born 2010: 16 on the reference date, so the guardian's consent is missing too (UU PDP pasal 25).
    const problems = submissionProblems(
      { personal: { ...eligible, birthDate: '2010-12-01', nik: '123' } },
      rules,
      true,
    )
    expect(problems.map((p) => p.path)).toEqual([
      'personal.birthPlace',
      'personal.nik',
      'personal.address',
      'personal.schoolName',
      'personal.graduationYear',
      'personal.birthDate',
      ...guardianPaths,
      'programme.major',
      'documents.photo',
      'documents.idCard',
      'documents.diploma',
      'documents.skck',
    ])
  })
})

describe('status emails', () => {
  it('carry the rejection reason, the test place and time in Jakarta time, escaped', () => {
    const rejected = statusEmail({
      fullName: 'Ayu <b>',
      status: 'payment_rejected',
      siteUrl: 'https://utb.test',
      reason: 'Nominal kurang',
    })
    expect(rejected.subject).toBe('Status pendaftaran UTB: Pembayaran ditolak')
    expect(rejected.html).toContain('Alasan: Nominal kurang')
    expect(rejected.html).toContain('Ayu &#60;b&#62;')
    const test = statusEmail({
      fullName: 'Ayu',
      status: 'test_scheduled',
      siteUrl: 'https://utb.test',
      test: { date: '2027-05-10T02:00:00.000Z', place: 'Gedung A' },
    })
    expect(test.html).toContain('Senin, 10 Mei 2027 pukul 09.00 WIB')
    expect(test.html).toContain('https://utb.test/daftar/tes')
  })

  it('escape what staff typed (the reason) as well as the name', () => {
    const html = statusEmail({
      fullName: 'Ayu',
      status: 'payment_rejected',
      siteUrl: 'https://utb.test',
      reason: '<img src=x onerror=alert(1)>',
    }).html
    expect(html).not.toContain('<img')
    expect(html).toContain('Alasan: &#60;img')
  })

  it('say the same in the WhatsApp message staff send, as plain text', () => {
    const input = {
      fullName: 'Ayu <b>',
      status: 'payment_rejected' as const,
      siteUrl: 'https://utb.test',
      reason: 'Nominal kurang',
    }
    expect(statusWhatsAppText(input)).toBe(
      [
        'Halo Ayu <b>,',
        'Status pendaftaran Anda di UTB: Pembayaran ditolak.',
        'Bukti pembayaran Anda belum dapat kami verifikasi.',
        'Alasan: Nominal kurang',
        'Silakan unggah ulang bukti pembayaran yang benar melalui dasbor pendaftaran.',
        'Lihat status pendaftaran Anda: https://utb.test/daftar',
        'Salam,\nPanitia Penerimaan Mahasiswa Baru UTB',
      ].join('\n\n'),
    )
  })
})
