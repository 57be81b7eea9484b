import crypto from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'
import { relyingParty } from '@/features/accounts/passkeys/webauthn'

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url')
const sha256 = (bytes: Uint8Array | string) => crypto.createHash('sha256').update(bytes).digest()

/**
 * A software passkey (ES256, user present and verified) that answers WebAuthn options as a
 * browser with a platform authenticator would, so the server's real verification runs in tests.
 */
export function softAuthenticator(userHandle: string) {
  const { rpID, origins } = relyingParty()
  const origin = origins[0]!
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const credentialId = crypto.randomBytes(16)
  const id = b64url(credentialId)
  let counter = 0

  const authData = (flags: number, attested?: Uint8Array) => {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(counter)
    return Buffer.concat([
      sha256(rpID),
      Buffer.from([flags]),
      count,
      ...(attested ? [attested] : []),
    ])
  }
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

  return {
    id,
    /** The browser's answer to registration options (attestation "none"). */
    register(options: { challenge: string }) {
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      )
      const length = Buffer.alloc(2)
      length.writeUInt16BE(credentialId.length)
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, coseKey])
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(0x45, attested)],
        ]) as never,
      )
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      }
    },
    /** The browser's answer to authentication options, signed with this passkey's key. */
    authenticate(options: { challenge: string }) {
      counter += 1
      const data = authData(0x05)
      const client = clientData('webauthn.get', options.challenge)
      const signature = crypto.sign('sha256', Buffer.concat([data, sha256(client)]), privateKey)
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: b64url(userHandle),
        },
        clientExtensionResults: {},
      }
    },
  }
}
