import { generate } from 'otplib'
import { describe, expect, it } from 'vitest'
import {
  consumeRecoveryCode,
  hashRecoveryCode,
  newRecoveryCodes,
  RECOVERY_CODE_COUNT,
} from '@/features/accounts/second-factor/recovery-codes'
import { relyingParty } from '@/features/accounts/passkeys/webauthn'
import { mustHaveSecondFactor, secondStepState } from '@/features/accounts/second-factor/rule'
import { openSecret, sealSecret } from '@/features/accounts/second-factor/secret-box'
import { newTotpSecret, verifyTotp } from '@/features/accounts/second-factor/totp'

const KEY = 'k'.repeat(40)

describe('who must have a second factor', () => {
  const cases = [
    ['admin', true, true],
    ['admissions', true, true],
    ['editor', true, false],
    ['admin', false, false],
    ['admissions', false, false],
    ['editor', false, false],
  ] as const
  it.each(cases)('%s, production %s → %s', (role, production, expected) => {
    expect(mustHaveSecondFactor({ role }, production)).toBe(expected)
  })
  it('an account an admin marked as required must have one in any environment', () => {
    expect(mustHaveSecondFactor({ role: 'editor', secondFactorRequired: true }, false)).toBe(true)
  })
})

describe('where a staff session stands', () => {
  const admin = { collection: 'users', role: 'admin', _sid: 's1' }
  it('without a factor: enrol when required, otherwise free to go on', () => {
    expect(secondStepState(admin, true)).toBe('enrol')
    expect(secondStepState(admin, false)).toBe('done')
  })
  it('with a factor: pending until this session passed its second step', () => {
    const enrolled = { ...admin, secondFactorEnrolled: true, secondStepSessions: ['s0'] }
    expect(secondStepState(enrolled, false)).toBe('pending')
    expect(secondStepState({ ...enrolled, secondStepSessions: ['s0', 's1'] }, true)).toBe('done')
  })
  it('a user object without a session (no sid) is never verified', () => {
    const noSid = { role: 'editor', secondFactorEnrolled: true, secondStepSessions: ['s1'] }
    expect(secondStepState(noSid, false)).toBe('pending')
  })
})

describe('TOTP verification window', () => {
  const secret = newTotpSecret()
  const now = 1_800_000_000
  const codeAt = (epoch: number) => generate({ secret, epoch })

  it('accepts the current step and one step either side, not two', async () => {
    expect(await verifyTotp(secret, await codeAt(now), { epoch: now })).toBe(now / 30)
    expect(await verifyTotp(secret, await codeAt(now - 30), { epoch: now })).not.toBeNull()
    expect(await verifyTotp(secret, await codeAt(now + 30), { epoch: now })).not.toBeNull()
    expect(await verifyTotp(secret, await codeAt(now - 60), { epoch: now })).toBeNull()
    expect(await verifyTotp(secret, await codeAt(now + 60), { epoch: now })).toBeNull()
  })
  it('refuses a step already used, and anything but six digits', async () => {
    const code = await codeAt(now)
    expect(await verifyTotp(secret, code, { epoch: now, afterTimeStep: now / 30 })).toBeNull()
    expect(
      await verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, { epoch: now }),
    ).not.toBeNull()
    for (const bad of ['', '12345', '1234567', 'abcdef', 123456, null])
      expect(await verifyTotp(secret, bad, { epoch: now })).toBeNull()
  })
})

describe('recovery codes', () => {
  it('makes ten distinct codes, stored only as keyed hashes', () => {
    const { codes, hashes } = newRecoveryCodes(KEY)
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT)
    for (const code of codes) expect(hashes.join()).not.toContain(code.replace('-', ''))
    expect(hashRecoveryCode(codes[0]!, KEY)).not.toBe(hashRecoveryCode(codes[0]!, 'another-key'))
  })
  it('each code works once, typed in any case and with or without its dash', () => {
    const { codes, hashes } = newRecoveryCodes(KEY)
    const left = consumeRecoveryCode(hashes, codes[3]!.toLowerCase().replace('-', ' '), KEY)
    expect(left).toHaveLength(RECOVERY_CODE_COUNT - 1)
    expect(consumeRecoveryCode(left!, codes[3], KEY)).toBeNull()
    expect(consumeRecoveryCode(left!, codes[4], KEY)).toHaveLength(RECOVERY_CODE_COUNT - 2)
    expect(consumeRecoveryCode(hashes, 'ABCDE-FGHJK', KEY)).toBeNull()
    expect(consumeRecoveryCode(hashes, undefined, KEY)).toBeNull()
  })
})

describe('TOTP secret at rest', () => {
  it('is sealed, opens only under the same key, and refuses a changed value', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', KEY)
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(openSecret(sealed, KEY)).toBe('JBSWY3DPEHPK3PXP')
    expect(openSecret(sealed, 'another-key-another-key-another')).toBeNull()
    expect(openSecret(sealed.slice(0, -2) + 'AA', KEY)).toBeNull()
    expect(openSecret('JBSWY3DPEHPK3PXP', KEY)).toBeNull()
  })
})

describe('passkey relying party', () => {
  it('is the site host; a loopback IP (refused by browsers) is served as localhost too', () => {
    expect(relyingParty('https://utb.ac.id')).toEqual({
      rpID: 'utb.ac.id',
      origins: ['https://utb.ac.id'],
    })
    expect(relyingParty('http://127.0.0.1:3100')).toEqual({
      rpID: 'localhost',
      origins: ['http://127.0.0.1:3100', 'http://localhost:3100'],
    })
  })
})
