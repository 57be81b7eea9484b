import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  listPasskeys,
  register,
  registerOptions,
  removePasskey,
  signIn,
  signInOptions,
  type Applicant,
} from '@/features/accounts/passkeys/applicant-service'
import { PASSKEY_MESSAGES as M } from '@/features/accounts/passkeys/messages'
import { userHandle } from '@/features/accounts/passkeys/webauthn'
import { createApplicant, createStaff, freshPayload, sessionToken } from '../helpers/payload'
import { softAuthenticator } from '../helpers/soft-authenticator'

const PASSWORD = 'Kata-Sandi-Uji-2026'
let payload: Payload
let lastIp = 10
const headers = () => new Headers({ 'x-forwarded-for': `203.0.113.${++lastIp}` })

/** A signed-in applicant as the routes see it: the session user, with its session id. */
async function signedIn(email: string): Promise<Applicant> {
  const token = await sessionToken(payload, 'applicants', email, PASSWORD)
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  return user as unknown as Applicant
}

/** Adds a software passkey for `applicant` through the service, as the page does. */
async function addPasskey(applicant: Applicant) {
  const device = softAuthenticator(userHandle(applicant))
  const options = await registerOptions(payload, headers(), applicant)
  expect(options.status).toBe(200)
  const added = await register(payload, headers(), applicant, {
    response: device.register(options.data as { challenge: string }),
  })
  expect(added).toMatchObject({ status: 201, message: M.added })
  return { device, rowId: (added.data as { id: string }).id }
}

const optionsFor = async () => {
  const answer = await signInOptions(payload, headers())
  expect(answer.status).toBe(200)
  return answer.data as { challenge: string; allowCredentials?: unknown[] }
}

beforeAll(async () => {
  payload = await freshPayload()
  await createApplicant(payload, 'sari.passkey@contoh.id')
  await createApplicant(payload, 'budi.lain@contoh.id')
  await createStaff(payload, 'admin')
})
afterAll(async () => {
  await payload?.destroy()
})

describe('applicant passkeys', () => {
  it('adds a passkey and signs in with it, without the email or the password', async () => {
    const sari = await signedIn('sari.passkey@contoh.id')
    const { device } = await addPasskey(sari)
    expect(await listPasskeys(payload, sari)).toHaveLength(1)

    const options = await optionsFor()
    // A discoverable passkey: the browser is not told which accounts exist.
    expect(options.allowCredentials ?? []).toEqual([])
    const response = device.authenticate(options)
    const answer = await signIn(payload, headers(), { response })
    expect(answer).toMatchObject({ status: 200, data: { email: 'sari.passkey@contoh.id' } })
    const { user } = await payload.auth({
      headers: new Headers({ Authorization: `JWT ${answer.token}` }),
    })
    expect(user).toMatchObject({ collection: 'applicants', email: 'sari.passkey@contoh.id' })

    // Each challenge is used once: the same signed answer again is refused.
    expect(await signIn(payload, headers(), { response })).toMatchObject({
      status: 400,
      message: M.challengeExpired,
    })
  })

  it('refuses a passkey nobody registered, a wrong signature and unreadable input with 4xx', async () => {
    const stranger = softAuthenticator('applicants:999')
    expect(
      await signIn(payload, headers(), { response: stranger.authenticate(await optionsFor()) }),
    ).toMatchObject({ status: 401, message: M.signInFailed })

    const budi = await signedIn('budi.lain@contoh.id')
    const { device } = await addPasskey(budi)
    const forged = device.authenticate(await optionsFor())
    forged.response.signature = Buffer.from('bukan tanda tangan').toString('base64url')
    expect(await signIn(payload, headers(), { response: forged })).toMatchObject({ status: 401 })

    for (const body of [{}, { response: 'x' }, { response: { id: 1 } }, null])
      expect(await signIn(payload, headers(), body)).toMatchObject({
        status: 400,
        message: M.badInput,
      })
  })

  it('refuses a passkey whose user handle names another account', async () => {
    const sari = await signedIn('sari.passkey@contoh.id')
    const { device } = await addPasskey(sari)
    const response = device.authenticate(await optionsFor())
    response.response.userHandle = Buffer.from('users:1').toString('base64url')
    expect(await signIn(payload, headers(), { response })).toMatchObject({ status: 401 })
  })

  it('lets an applicant read and remove only their own passkeys; staff and REST read none', async () => {
    const sari = await signedIn('sari.passkey@contoh.id')
    const budi = await signedIn('budi.lain@contoh.id')
    const { rowId } = await addPasskey(sari)
    const find = (user: unknown) =>
      payload.find({
        collection: 'applicant-passkeys',
        depth: 0,
        overrideAccess: false,
        user: user as never,
      })
    const own = await find(sari)
    expect(own.docs.every((d) => String(d.applicant) === String(sari.id))).toBe(true)
    expect((await find(budi)).docs.some((d) => String(d.id) === rowId)).toBe(false)
    const admin = await payload.find({ collection: 'users', limit: 1, overrideAccess: true })
    // Staff and visitors are refused outright (Forbidden), whatever their ids.
    await expect(find({ ...admin.docs[0], collection: 'users' })).rejects.toThrow()
    await expect(find(null)).rejects.toThrow()

    // Another applicant's id reads as not found; Payload's own delete (no check) is refused.
    expect(await removePasskey(payload, headers(), budi, { id: rowId })).toMatchObject({
      status: 404,
    })
    await expect(
      payload.delete({
        collection: 'applicant-passkeys',
        id: rowId,
        overrideAccess: false,
        user: sari as never,
      }),
    ).rejects.toThrow()
    expect(await removePasskey(payload, headers(), sari, { id: rowId })).toMatchObject({
      status: 200,
      message: M.removed,
    })
  })

  it('asks for the password to remove a passkey when the sign-in is not recent', async () => {
    const sari = await signedIn('sari.passkey@contoh.id')
    const { rowId } = await addPasskey(sari)
    // The session began an hour ago.
    const row = await payload.db.findOne<{
      id: number
      sessions: { id: string; createdAt: string }[]
    }>({
      collection: 'applicants',
      where: { id: { equals: sari.id } },
    })
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString()
    await payload.db.updateOne({
      collection: 'applicants',
      id: sari.id,
      data: {
        ...row,
        sessions: row!.sessions.map((s) => (s.id === sari._sid ? { ...s, createdAt: hourAgo } : s)),
      },
      returning: false,
    })
    expect(await removePasskey(payload, headers(), sari, { id: rowId })).toMatchObject({
      status: 403,
      message: M.needsPassword,
    })
    expect(
      await removePasskey(payload, headers(), sari, { id: rowId, password: 'salah-sekali' }),
    ).toMatchObject({ status: 403, message: M.wrongPassword })
    expect(
      await removePasskey(payload, headers(), sari, { id: rowId, password: PASSWORD }),
    ).toMatchObject({ status: 200 })
    expect(await removePasskey(payload, headers(), sari, { id: 'abc' })).toMatchObject({
      status: 400,
    })
  })
})
