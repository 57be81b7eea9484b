import crypto from 'node:crypto'

/*
 * One-time recovery codes: ten, shown once, stored as HMAC-SHA256 under a key derived from
 * PAYLOAD_SECRET (each code carries 50 random bits, so a slow hash adds nothing a keyed one
 * lacks). A used code's hash is removed, so each works once.
 */
export const RECOVERY_CODE_COUNT = 10
// Crockford-like alphabet without 0/O and 1/I/L, which people misread when copying by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

function oneCode(): string {
  let out = ''
  for (const byte of crypto.randomBytes(10)) out += ALPHABET[byte % ALPHABET.length]
  return `${out.slice(0, 5)}-${out.slice(5)}`
}

/** Upper case, without spaces and dashes: "abcde fghjk" is "ABCDE-FGHJK". */
export const normaliseRecoveryCode = (code: unknown) =>
  typeof code === 'string' ? code.toUpperCase().replace(/[\s-]+/g, '') : ''

export function hashRecoveryCode(code: string, secret: string): string {
  const k = crypto.hkdfSync('sha256', secret, 'kampus', 'second-factor-recovery', 32)
  return crypto
    .createHmac('sha256', Buffer.from(k))
    .update(normaliseRecoveryCode(code))
    .digest('base64url')
}

export function newRecoveryCodes(secret: string): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, oneCode)
  return { codes, hashes: codes.map((code) => hashRecoveryCode(code, secret)) }
}

/** The hashes left after using `code`, or null when it is not one of them. */
export function consumeRecoveryCode(
  hashes: readonly string[],
  code: unknown,
  secret: string,
): string[] | null {
  const normal = normaliseRecoveryCode(code)
  if (normal.length !== 10) return null
  const wanted = Buffer.from(hashRecoveryCode(normal, secret))
  const index = hashes.findIndex((hash) => {
    const stored = Buffer.from(hash)
    return stored.length === wanted.length && crypto.timingSafeEqual(stored, wanted)
  })
  return index === -1 ? null : hashes.filter((_, i) => i !== index)
}
