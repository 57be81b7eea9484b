import { generateSecret, generateURI, verify } from 'otplib'

/*
 * TOTP (RFC 6238) as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. A code of
 * the step before or after the server's is accepted (a phone's clock a little off, a code typed
 * as it changed); a step already used is not accepted again.
 */
export const TOTP_PERIOD = 30
export const TOTP_ISSUER = 'CMS Kampus UTB'

export const newTotpSecret = () => generateSecret()

export const totpUri = (secret: string, email: string) =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: TOTP_PERIOD })

/** Six digits, spaces ignored (apps show "123 456"). */
export const normaliseCode = (code: unknown) =>
  typeof code === 'string' ? code.replace(/\s+/g, '') : ''

/**
 * The time step the code belongs to when it is valid at `epoch` (seconds), one step either side,
 * and later than `afterTimeStep` (the step used last); otherwise null.
 */
export async function verifyTotp(
  secret: string,
  code: unknown,
  {
    epoch = Math.floor(Date.now() / 1000),
    afterTimeStep,
  }: { epoch?: number; afterTimeStep?: number } = {},
): Promise<number | null> {
  const token = normaliseCode(code)
  if (!/^\d{6}$/.test(token)) return null
  const result = await verify({
    secret,
    token,
    epoch,
    period: TOTP_PERIOD,
    epochTolerance: TOTP_PERIOD,
    ...(afterTimeStep !== undefined ? { afterTimeStep } : {}),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}
