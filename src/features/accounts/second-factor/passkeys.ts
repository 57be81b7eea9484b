import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { env } from '@/lib/env'
import type { StoredPasskey } from './store'

/*
 * Passkeys (WebAuthn) through @simplewebauthn/server. The relying party is the site's host; a
 * browser refuses an IP address as one, so a loopback SITE_URL (development, tests) is served as
 * `localhost` too.
 */
export const RP_NAME = 'CMS Kampus UTB'
export const CHALLENGE_MS = 5 * 60 * 1000

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
  user: { id: number | string; email: string },
  existing: StoredPasskey[],
) {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty().rpID,
    userName: user.email,
    userID: new TextEncoder().encode(`users:${String(user.id)}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
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

export const authenticationOptions = (passkeys: StoredPasskey[]) =>
  generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.id, transports: p.transports })),
    userVerification: 'required',
  })

/** The passkey's new signature counter when the assertion is valid, otherwise null. */
export async function verifyAuthentication(
  response: unknown,
  challenge: string,
  passkey: StoredPasskey,
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
