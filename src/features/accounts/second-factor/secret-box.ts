import crypto from 'node:crypto'

/*
 * The TOTP secret at rest: AES-256-GCM under a key derived (HKDF-SHA256) from PAYLOAD_SECRET, so
 * a copy of the database alone does not give anyone the codes. "v1:" names the scheme, so another
 * can follow without guessing.
 */
const PREFIX = 'v1:'
const key = (secret: string) =>
  Buffer.from(crypto.hkdfSync('sha256', secret, 'kampus', 'second-factor-totp', 32))

export function sealSecret(plain: string, secret: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', key(secret), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

/** The plain secret, or null when the value is not ours or was sealed under another key. */
export function openSecret(sealed: unknown, secret: string): string | null {
  if (typeof sealed !== 'string' || !sealed.startsWith(PREFIX)) return null
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url')
  if (raw.length < 29) return null
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key(secret), raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
