import type { PayloadRequest } from 'payload'

type Session = { id: string; createdAt?: unknown; expiresAt: unknown }
type Account = {
  id: number | string
  sessions?: Session[] | null
  secondStepSessions?: unknown
}
type Id = number | string

const live = (sessions: Session[] | null | undefined) =>
  (sessions ?? []).filter((s) => new Date(s.expiresAt as string) > new Date())

async function account(req: PayloadRequest, id: Id): Promise<Account> {
  const doc = await req.payload.db.findOne<Account>({
    collection: 'users',
    req,
    where: { id: { equals: id } },
  })
  if (!doc) throw new Error(`users #${String(id)} not found`)
  return doc
}

/*
 * Written with the database adapter, as Payload writes its own `sessions` array (payload/dist/
 * auth/sessions.js): the whole row, no hooks, and `updatedAt: null` so it is not touched, since
 * nobody edited the account.
 */
const write = (req: PayloadRequest, doc: Account, data: Record<string, unknown>) =>
  req.payload.db.updateOne({
    collection: 'users',
    id: doc.id,
    data: { ...doc, ...data, updatedAt: null },
    req,
    returning: false,
  })

/** Marks the session `sid` as having passed its second step; ids of ended sessions are dropped. */
export async function markSecondStepDone(req: PayloadRequest, userId: Id, sid: string) {
  const doc = await account(req, userId)
  const open = new Set(live(doc.sessions).map((s) => s.id))
  const done = Array.isArray(doc.secondStepSessions) ? (doc.secondStepSessions as string[]) : []
  await write(req, doc, {
    secondStepSessions: [...done.filter((id) => open.has(id) && id !== sid), sid],
  })
}

/**
 * The first factor is confirmed: every other session (opened with the password alone, perhaps by
 * whoever knew it) ends, and this one counts as verified.
 */
export async function enrolFirstFactor(req: PayloadRequest, userId: Id, sid: string) {
  const doc = await account(req, userId)
  await write(req, doc, {
    sessions: live(doc.sessions).filter((s) => s.id === sid),
    secondStepSessions: [sid],
    secondFactorEnrolled: true,
  })
}

/** The last factor is gone: the account counts as without a factor again. */
export async function clearEnrolment(
  req: PayloadRequest,
  userId: Id,
  { endSessions = false } = {},
) {
  const doc = await account(req, userId)
  await write(req, doc, {
    secondFactorEnrolled: false,
    secondStepSessions: [],
    ...(endSessions ? { sessions: [] } : {}),
  })
}

/** Ends one session (the second step was locked: sign in again). */
export async function endSession(req: PayloadRequest, userId: Id, sid: string) {
  const doc = await account(req, userId)
  await write(req, doc, { sessions: live(doc.sessions).filter((s) => s.id !== sid) })
}
