import { getFieldsToSign, jwtSign, type PayloadRequest } from 'payload'
import { addSessionToUser } from 'payload/shared'

type Account = {
  id: number | string
  email: string
  _verified?: boolean | null
  sessions?: unknown
}

/**
 * Opens an applicant session the way Payload's login does once a password was right (payload/
 * dist/auth/operations/login.js: a session row, its id as the JWT's `sid`, the collection's fields
 * to sign, its expiry), for a passkey that the server has just verified instead. The caller turns
 * the token into the same cookie a password login sets. Null when the account cannot sign in yet.
 */
export async function openApplicantSession(
  req: PayloadRequest,
  applicantId: number | string,
): Promise<{ token: string; email: string } | 'unverified' | null> {
  const { payload } = req
  const collectionConfig = payload.collections.applicants.config
  const user = await payload.db.findOne<Account>({
    collection: 'applicants',
    req,
    where: { id: { equals: applicantId } },
  })
  if (!user) return null
  if (collectionConfig.auth.verify && user._verified === false) return 'unverified'
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user: user as never })
  const fieldsToSign = getFieldsToSign({
    collectionConfig,
    email: user.email,
    sid,
    user: { ...user, collection: 'applicants' } as never,
  })
  const { token } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  return { token, email: user.email }
}
