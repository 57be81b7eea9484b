import { describe, it, expect } from 'vitest'
import { isChunkLoadError, shouldReload } from '@/features/shell/chunk-reload'

describe('isChunkLoadError', () => {
  it('recognises an error named ChunkLoadError', () => {
    const error = new Error('something went wrong')
    error.name = 'ChunkLoadError'
    expect(isChunkLoadError(error)).toBe(true)
  })

  it.each([
    'Loading chunk 42 failed.',
    'Loading chunk app-page failed. (error: https://utb.ac.id/_next/static/chunks/app-page.js)',
    'Loading CSS chunk 7 failed.',
    'Failed to fetch dynamically imported module: https://utb.ac.id/_next/static/chunks/a.js',
    'Failed to load chunk /_next/static/chunks/abc.js from module 123',
  ])('recognises the message "%s"', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true)
    expect(isChunkLoadError(message)).toBe(true)
    expect(isChunkLoadError({ message })).toBe(true)
  })

  it.each([
    null,
    undefined,
    42,
    '',
    new Error('Network request failed'),
    new TypeError('Cannot read properties of undefined'),
    { name: 'Error', message: 'Loading chunks is fun' },
  ])('does not treat %s as a chunk load error', (value) => {
    expect(isChunkLoadError(value)).toBe(false)
  })
})

describe('shouldReload', () => {
  const now = 1_700_000_000_000

  it('reloads when no reload was recorded', () => {
    expect(shouldReload(null, now)).toBe(true)
  })

  it('does not reload again within 60 seconds', () => {
    expect(shouldReload(now - 1_000, now)).toBe(false)
    expect(shouldReload(now - 59_999, now)).toBe(false)
    expect(shouldReload(now, now)).toBe(false)
  })

  it('reloads again once 60 seconds have passed', () => {
    expect(shouldReload(now - 60_000, now)).toBe(true)
    expect(shouldReload(now - 600_000, now)).toBe(true)
  })

  it('honours a custom window', () => {
    expect(shouldReload(now - 5_000, now, 10_000)).toBe(false)
    expect(shouldReload(now - 10_000, now, 10_000)).toBe(true)
  })

  it('reloads when the stored time is unusable or in the future', () => {
    expect(shouldReload(Number.NaN, now)).toBe(true)
    expect(shouldReload(now + 120_000, now)).toBe(true)
  })
})
