import { describe, expect, it } from 'vitest'
import { ACCOUNT_LIMITS, takeAccountSlot } from '@/features/accounts/rate-limit'

describe('upload limit per applicant', () => {
  it('allows a whole form with re-uploads, then refuses with the wait, without touching other applicants', async () => {
    for (let i = 0; i < ACCOUNT_LIMITS.upload.points; i++)
      expect(await takeAccountSlot('upload', 'pendaftar-1')).toEqual({ allowed: true })
    const refused = await takeAccountSlot('upload', 'pendaftar-1')
    expect(refused).toMatchObject({ allowed: false })
    expect(refused.allowed === false && refused.retryAfter).toBeGreaterThan(500)
    expect(await takeAccountSlot('upload', 'pendaftar-2')).toEqual({ allowed: true })
  })
})
