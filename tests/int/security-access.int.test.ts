import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTION_EXPECTATIONS, GLOBAL_EXPECTATIONS } from '../helpers/access-expectations'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'

/**
 * Ids count separately per auth collection, so an applicant can hold the numeric id
 * of a staff account. Access rules must tell them apart by `collection`, never by id alone.
 */
let payload: Payload
let admin: Staff
let twin: ApplicantUser

beforeAll(async () => {
  payload = await freshPayload()
  admin = await createStaff(payload, 'admin')
  // Register applicants until one holds the admin's id, as an attacker would.
  for (let i = 0; i < 20 && String(twin?.id) !== String(admin.id); i++)
    twin = await createApplicant(payload, `kembar-${i}@contoh.id`)
  expect(String(twin.id)).toBe(String(admin.id))
})

afterAll(async () => {
  await payload?.destroy()
})

const asTwin = () => ({ overrideAccess: false, user: twin as never })

describe('an applicant whose id equals a staff id', () => {
  it('cannot list or read staff accounts', async () => {
    const list = await payload
      .find({ collection: 'users', ...asTwin() })
      .catch(() => ({ docs: [] }))
    expect(list.docs).toEqual([])
    await expect(
      payload.findByID({ collection: 'users', id: admin.id, ...asTwin() }),
    ).rejects.toThrow()
  })

  it('cannot change the staff account’s password, email or role', async () => {
    await expect(
      payload.update({
        collection: 'users',
        id: admin.id,
        data: { password: 'Diambil-Alih-2026' },
        ...asTwin(),
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'users',
        id: admin.id,
        data: { email: 'penyerang@contoh.id' },
        ...asTwin(),
      }),
    ).rejects.toThrow()
    const unchanged = await payload.findByID({
      collection: 'users',
      id: admin.id,
      overrideAccess: true,
    })
    expect(unchanged.email).toBe('admin@utb.test')
    expect(unchanged.role).toBe('admin')
  })

  it('cannot read draft versions of the site’s content', async () => {
    for (const slug of ['news', 'pages', 'programmes', 'career-posts'] as const) {
      await expect(payload.findVersions({ collection: slug, ...asTwin() }), slug).rejects.toThrow()
    }
  })

  it('cannot read, create or remove the admin’s document locks', async () => {
    await expect(
      payload.find({ collection: 'payload-locked-documents', ...asTwin() }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'payload-locked-documents',
        data: {
          globalSlug: 'site-settings',
          user: { relationTo: 'users', value: admin.id as number },
        },
        ...asTwin(),
      }),
    ).rejects.toThrow()
  })
})

describe('document locks: staff write them only in their own name, on what they may edit', () => {
  type Lock = { id: number | string }
  const lockOf = (who: Staff, document: { relationTo: string; value: number | string }) => ({
    document: document as never,
    user: { relationTo: 'users' as const, value: who.id as number },
  })
  const as = (who: Staff) => ({ overrideAccess: false, user: who as never })
  const lockExists = async (id: number | string) =>
    (await payload.count({ collection: 'payload-locked-documents', where: { id: { equals: id } } }))
      .totalDocs === 1
  const userOfLock = async (id: number | string) => {
    const lock = await payload.findByID({ collection: 'payload-locked-documents', id, depth: 0 })
    return String((lock.user as { value: unknown }).value)
  }

  it('refuses a lock in another staff member’s name or on a document the caller may not edit', async () => {
    const editor = await createStaff(payload, 'editor')
    const admissions = await createStaff(payload, 'admissions')
    const faq = await payload.create({
      collection: 'faqs',
      data: { question: 'Kunci dokumen?', answer: 'Uji.', topic: 'kampus' },
    })
    const onFaq = { relationTo: 'faqs', value: faq.id }
    // An editor locking the admin out of a page in the admin's name, or locking an applicant's
    // account that only admissions staff edit.
    await expect(
      payload.create({
        collection: 'payload-locked-documents',
        data: lockOf(admin, onFaq),
        ...as(editor),
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'payload-locked-documents',
        data: lockOf(editor, { relationTo: 'applicants', value: twin.id }),
        ...as(editor),
      }),
    ).rejects.toThrow()
    // Their own lock on a page they edit is what the admin panel does.
    const own = (await payload.create({
      collection: 'payload-locked-documents',
      data: lockOf(editor, onFaq),
      ...as(editor),
    })) as Lock

    // Another role may not hand the lock to someone else, nor take over a lock on what it may not
    // edit, nor move the lock, nor release it.
    const patch = (who: Staff, data: object) =>
      payload.update({ collection: 'payload-locked-documents', id: own.id, data, ...as(who) })
    await expect(
      patch(admissions, { user: { relationTo: 'users', value: admin.id } }),
    ).rejects.toThrow()
    await expect(
      patch(admissions, { user: { relationTo: 'users', value: admissions.id } }),
    ).rejects.toThrow()
    await expect(
      patch(editor, { user: { relationTo: 'users', value: admin.id } }),
    ).rejects.toThrow()
    await expect(
      patch(editor, { document: { relationTo: 'applicants', value: twin.id } }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'payload-locked-documents', id: own.id, ...as(admissions) }),
    ).rejects.toThrow()
    const bulk = await payload.delete({
      collection: 'payload-locked-documents',
      where: { id: { exists: true } },
      ...as(admissions),
    })
    expect(bulk.docs).toEqual([])
    expect(await userOfLock(own.id)).toBe(String(editor.id))

    // The admin takes the page over (the panel's "take over": the lock in their own name) and
    // may release anyone's lock.
    await patch(admin, { user: { relationTo: 'users', value: admin.id } })
    expect(await userOfLock(own.id)).toBe(String(admin.id))
    await expect(
      payload.delete({ collection: 'payload-locked-documents', id: own.id, ...as(editor) }),
    ).rejects.toThrow()
    await payload.delete({ collection: 'payload-locked-documents', id: own.id, ...as(admin) })
    expect(await lockExists(own.id)).toBe(false)
  })
})

describe('the access matrix covers the whole config', () => {
  it('every collection and global has one entry in the expectations, and no entry is stale', async () => {
    const collections = payload.config.collections.map((c) => c.slug).sort()
    const globals = payload.config.globals.map((g) => g.slug).sort()
    expect(Object.keys(COLLECTION_EXPECTATIONS).sort()).toEqual(collections)
    expect(Object.keys(GLOBAL_EXPECTATIONS).sort()).toEqual(globals)
  })
})

describe('CSRF: a session cookie counts only when the request comes from the site itself', () => {
  it('accepts the cookie from the site’s own origin and ignores it from another origin', async () => {
    const token = await sessionToken(payload, 'applicants', twin.email, 'Kata-Sandi-Uji-2026')
    const cookie = `${payload.config.cookiePrefix}-token=${token}`
    const userFrom = async (extra: Record<string, string>) =>
      (await payload.auth({ headers: new Headers({ cookie, ...extra }) })).user
    expect((await userFrom({ origin: new URL(payload.config.serverURL).origin }))?.id).toBe(twin.id)
    expect((await userFrom({ 'sec-fetch-site': 'same-origin' }))?.id).toBe(twin.id)
    expect(await userFrom({ origin: 'https://evil.example' })).toBeNull()
    expect(await userFrom({ 'sec-fetch-site': 'cross-site' })).toBeNull()
  })
})
