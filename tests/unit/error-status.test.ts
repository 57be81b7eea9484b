import { describe, expect, it } from 'vitest'
import { errorMessage, errorStatus } from '@/features/shell/error-status'

describe('error page status and message (§8)', () => {
  it('reads statusCode, then status, then response.status, else 500', () => {
    expect(errorStatus({ statusCode: 404, status: 410 })).toBe(404)
    expect(errorStatus({ status: 410 })).toBe(410)
    expect(errorStatus({ response: { status: 503 } })).toBe(503)
    expect(errorStatus(new Error('x'))).toBe(500)
    expect(errorStatus({ statusCode: 'abc' })).toBe(500)
    expect(errorStatus(null)).toBe(500)
  })

  it("shows the error's message, but not Next's production placeholder", () => {
    expect(errorMessage(new Error('Data tidak tersedia'))).toBe('Data tidak tersedia')
    expect(
      errorMessage(
        new Error(
          'An error occurred in the Server Components render. The specific message is omitted',
        ),
      ),
    ).toBe('Terjadi kesalahan saat memuat halaman ini.')
    expect(errorMessage('x')).toBe('Terjadi kesalahan saat memuat halaman ini.')
  })
})
