import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD_MESSAGES } from '@/features/accounts/password-policy'
import { createApplicant, freshPayload, validationMessages } from '../helpers/payload'

/*
 * A password made of the person's own name or the site's words is refused wherever a password is
 * set, for staff and applicants: on create, on the owner's change (which sends the password
 * alone, so the name comes from the account) and on a reset by link.
 */
let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('passwords made of the person’s own name or the site’s words', () => {
  it('refuses them for a new staff account', async () => {
    const create = (password: string) =>
      payload.create({
        collection: 'users',
        data: { email: 'staf.keuangan@utb.test', password, name: 'Budi Santoso', role: 'editor' },
        overrideAccess: true,
      })
    expect(await validationMessages(create('Universitas Teknologi Bandung'))).toBe(
      PASSWORD_MESSAGES.ownWords,
    )
    expect(await validationMessages(create('budisantoso1'))).toBe(PASSWORD_MESSAGES.ownWords)
    await expect(create('Budi suka nasi goreng pedas')).resolves.toMatchObject({
      name: 'Budi Santoso',
    })
  })

  it('refuses them when an applicant changes their password, with the name from the account', async () => {
    const me = await createApplicant(payload, 'b.santoso@contoh.id', 'Budi Santoso')
    const change = (password: string) =>
      payload.update({
        collection: 'applicants',
        id: me.id,
        data: { password, currentPassword: 'Kata-Sandi-Uji-2026' } as never,
        overrideAccess: false,
        user: me as never,
      })
    expect(await validationMessages(change('budisantoso1'))).toBe(PASSWORD_MESSAGES.ownWords)
    expect(await validationMessages(change('kampusutb2026'))).toBe(PASSWORD_MESSAGES.ownWords)
  })

  it('refuses them on a reset by link', async () => {
    await createApplicant(payload, 'dewi.a@contoh.id', 'Dewi Anggraini')
    const token = await payload.forgotPassword({
      collection: 'applicants',
      data: { email: 'dewi.a@contoh.id' },
      disableEmail: true,
    })
    const reset = payload.resetPassword({
      collection: 'applicants',
      data: { token, password: 'Dewi-Anggraini-2026' },
      overrideAccess: true,
    })
    expect(await validationMessages(reset)).toBe(PASSWORD_MESSAGES.ownWords)
  })
})
