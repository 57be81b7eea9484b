import { describe, expect, it, vi } from 'vitest'
import { MEMO_MIN_CHARS, memoizedByteLength } from '@/lib/byte-length-memo'

describe('issue 15 §5 the byte count of a cached page, once per page', () => {
  const page = '<p>Beranda — Universitas Teknologi Bandung</p>'.repeat(2000)

  it('counts as Buffer.byteLength does, and a long UTF-8 string once', () => {
    const count = vi.fn(Buffer.byteLength.bind(Buffer))
    const byteLength = memoizedByteLength(count)
    expect(page.length).toBeGreaterThan(MEMO_MIN_CHARS)
    expect(byteLength(page)).toBe(Buffer.from(page).length)
    expect(byteLength(page, 'utf8')).toBe(Buffer.from(page).length)
    // The same text arriving again as another string object is found too.
    expect(byteLength(page.slice(0, -1) + '>')).toBe(Buffer.from(page).length)
    expect(count).toHaveBeenCalledTimes(1)
  })

  it('passes short strings, other encodings and bytes straight through', () => {
    const count = vi.fn(Buffer.byteLength.bind(Buffer))
    const byteLength = memoizedByteLength(count)
    expect(byteLength('é')).toBe(2)
    expect(byteLength('é')).toBe(2)
    expect(byteLength(page, 'latin1')).toBe(page.length)
    expect(byteLength(Buffer.from(page))).toBe(Buffer.from(page).length)
    expect(byteLength(page.slice(0, 24), 'base64')).toBe(18)
    expect(count).toHaveBeenCalledTimes(5)
  })

  it('forgets the least recently counted text past its budget', () => {
    const count = vi.fn(Buffer.byteLength.bind(Buffer))
    const byteLength = memoizedByteLength(count, MEMO_MIN_CHARS * 3)
    const pages = ['a', 'b', 'c'].map((c) => c.repeat(MEMO_MIN_CHARS * 1.5))
    for (const text of pages) byteLength(text)
    byteLength(pages[2]!)
    byteLength(pages[0]!)
    expect(count).toHaveBeenCalledTimes(4)
  })
})
