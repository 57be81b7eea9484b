import { describe, expect, it } from 'vitest'
import { clientHintsOnlyFor } from '@/lib/admin-client-hints'

const ours = {
  source: '/:path*',
  headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
}
const payloads = {
  source: '/:path*',
  headers: [
    { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
  ],
}

describe("Payload's colour-scheme client hints", () => {
  it('reach the admin only, so a public page is not requested twice', () => {
    expect(clientHintsOnlyFor('/admin', [ours, payloads])).toEqual([
      ours,
      { ...payloads, source: '/admin/:path*' },
    ])
  })

  it('leave a rule alone that already names its paths', () => {
    const scoped = { ...payloads, source: '/admin/:path*' }
    expect(clientHintsOnlyFor('/admin', [scoped])).toEqual([scoped])
  })
})
