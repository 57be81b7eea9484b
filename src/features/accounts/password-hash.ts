import crypto from 'node:crypto'

// Looked up on every call, as Payload's own hashing does, so a test can count the hashings of a path.
const pbkdf2 = (password: string, salt: string, iterations: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

/*
 * Payload 3.90's password hash (node_modules/payload/dist/auth/strategies/local/
 * generatePasswordSaltHash.js and authenticate.js, which its package exports do not expose):
 * PBKDF2-SHA256, 600 000 iterations and 32 bytes behind the "pbkdf2-sha256-v1:" prefix, or the
 * legacy 25 000 iterations and 512 bytes. Kept in step with it by tests/int/security-accounts.
 */
const CURRENT = { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

const parameters = (hash: string) =>
  hash.startsWith(CURRENT.prefix)
    ? {
        stored: hash.slice(CURRENT.prefix.length),
        iterations: CURRENT.iterations,
        keyLength: CURRENT.keyLength,
      }
    : { stored: hash, iterations: LEGACY.iterations, keyLength: LEGACY.keyLength }

/** Whether `password` matches an account's stored hash and salt, checked as Payload's login checks it. */
export async function passwordMatches(
  account: { hash?: unknown; salt?: unknown },
  password: unknown,
): Promise<boolean> {
  if (
    typeof account.hash !== 'string' ||
    typeof account.salt !== 'string' ||
    typeof password !== 'string'
  )
    return false
  const { stored, iterations, keyLength } = parameters(account.hash)
  const computed = await pbkdf2(password, account.salt, iterations, keyLength)
  const expected = Buffer.from(stored, 'hex')
  return computed.length === expected.length && crypto.timingSafeEqual(computed, expected)
}

const DUMMY_SALT = crypto.randomBytes(32).toString('hex')

/**
 * The work of one password check against nothing: an unknown or locked account costs the same
 * time as a real one, so response times do not tell which emails have accounts.
 */
export async function spendPasswordCheck(password: unknown): Promise<void> {
  await pbkdf2(
    typeof password === 'string' ? password : '',
    DUMMY_SALT,
    CURRENT.iterations,
    CURRENT.keyLength,
  )
}
