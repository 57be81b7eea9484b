import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { env } from '@/lib/env'

/*
 * Passkeys (WebAuthn) through @simplewebauthn/server, for a staff member's second step and an
 * applicant's sign-in alike. The relying party is the site's host; a browser refuses an IP
 * address as one, so a loopback SITE_URL (development, tests) is served as `localhost` too.
 */
export const RP_NAME = 'Universitas Teknologi Bandung'
export const CHALLENGE_MS = 5 * 60 * 1000

/** A passkey as the server keeps it. */
export type StoredPasskey = {
  id: string
  /** base64url of the COSE public key. */
  publicKey: string
  counter: number
  transports?: string[]
  createdAt: string
}

/** Whose passkey: the user handle says which account collection, so a staff id never signs in an applicant. */
export type PasskeyOwner = {
  collection: 'users' | 'applicants'
  id: number | string
  email: string
}

export const userHandle = (owner: Pick<PasskeyOwner, 'collection' | 'id'>) =>
  `${owner.collection}:${String(owner.id)}`

export function relyingParty(siteUrl = env().siteUrl) {
  const url = new URL(siteUrl)
  const loopback = url.hostname === '127.0.0.1' || url.hostname === '[::1]'
  const local = new URL(siteUrl)
  local.hostname = 'localhost'
  return {
    rpID: loopback ? 'localhost' : url.hostname,
    origins: loopback ? [url.origin, local.origin] : [url.origin],
  }
}

export async function registrationOptions(
  owner: PasskeyOwner,
  existing: { id: string; transports?: string[] }[],
) {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty().rpID,
    userName: owner.email,
    userID: new TextEncoder().encode(userHandle(owner)),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports as never })),
    // A discoverable credential lets an applicant sign in without typing the email first.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  })
}

export async function verifyRegistration(response: unknown, challenge: string) {
  const rp = relyingParty()
  const result = await verifyRegistrationResponse({
    response: response as never,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  })
  if (!result.verified) return null
  const { credential } = result.registrationInfo
  const passkey: StoredPasskey = {
    id: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports,
    createdAt: new Date().toISOString(),
  }
  return passkey
}

/** Options for an assertion; no `passkeys` asks the browser for any of this site's (discoverable) ones. */
export const authenticationOptions = (passkeys: { id: string; transports?: string[] }[] = []) =>
  generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.id, transports: p.transports as never })),
    userVerification: 'required',
  })

/** The passkey's new signature counter when the assertion is valid, otherwise null. */
export async function verifyAuthentication(
  response: unknown,
  challenge: string,
  passkey: Pick<StoredPasskey, 'id' | 'publicKey' | 'counter' | 'transports'>,
): Promise<number | null> {
  const rp = relyingParty()
  const result = await verifyAuthenticationResponse({
    response: response as never,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpID,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports as never,
    },
    requireUserVerification: true,
  })
  return result.verified ? result.authenticationInfo.newCounter : null
}

/** A WebAuthn challenge in progress, as both kinds of account keep it. */
export type Challenge<P extends string = string> = { value: string; purpose: P; expiresAt: string }

export const challengeFor = <P extends string>(purpose: P, value: string): Challenge<P> => ({
  value,
  purpose,
  expiresAt: new Date(Date.now() + CHALLENGE_MS).toISOString(),
})

/** The challenge's value while it is for `purpose` and not expired, otherwise null. */
export const liveChallenge = <P extends string>(
  stored: Challenge<P> | null | undefined,
  purpose: P,
  now = Date.now(),
) =>
  stored?.purpose === purpose && new Date(stored.expiresAt).getTime() > now ? stored.value : null
