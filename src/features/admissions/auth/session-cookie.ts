import 'server-only'
import { cookies } from 'next/headers'
import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

/*
 * Why the login runs in a server action with the Local API instead of the browser calling
 * Payload's REST route (POST /api/cms/applicants/login): the form works without JavaScript,
 * lockout and rate-limit answers become Indonesian messages in one place on the server, and the
 * return path is checked on the server. Both ways run the same operation and the same collection
 * hooks, and the cookie is built by Payload's own generatePayloadCookie from the collection's
 * auth settings (name `${cookiePrefix}-token`, HttpOnly, SameSite=Lax, Secure in production,
 * expiry = tokenExpiration), so it is the cookie the REST route would set and payload.auth()
 * reads it the same way.
 */

type CookieObject = {
  name: string
  value?: string
  expires?: string
  domain?: string
  secure?: boolean
  sameSite?: string
}

async function write(cookie: CookieObject) {
  const jar = await cookies()
  jar.set(cookie.name, cookie.value ?? '', {
    httpOnly: true,
    path: '/',
    expires: cookie.expires ? new Date(cookie.expires) : undefined,
    domain: cookie.domain,
    secure: Boolean(cookie.secure),
    sameSite: (cookie.sameSite?.toLowerCase() as 'lax' | 'strict' | 'none' | undefined) ?? 'lax',
  })
}

const authConfig = (payload: Payload) => payload.collections.applicants.config.auth

export async function setApplicantCookie(payload: Payload, token: string) {
  await write(
    generatePayloadCookie({
      collectionAuthConfig: authConfig(payload),
      cookiePrefix: payload.config.cookiePrefix,
      token,
      returnCookieAsObject: true,
    }) as CookieObject,
  )
}

/**
 * Ends the applicant's session: the session record is removed (the token stops working even if
 * it was copied) and the cookie expires. A staff session in the same browser is left alone.
 */
export async function endApplicantSession(payload: Payload, headers: Headers) {
  const { user } = await payload.auth({ headers })
  if (user && user.collection !== 'applicants') return
  if (user) {
    const req = await createLocalReq({ user, req: { headers } }, payload)
    await logoutOperation({ collection: payload.collections.applicants, req })
  }
  await write(
    generateExpiredPayloadCookie({
      collectionAuthConfig: authConfig(payload),
      cookiePrefix: payload.config.cookiePrefix,
      returnCookieAsObject: true,
    }) as CookieObject,
  )
}
