import { describe, expect, it } from 'vitest'
import { anonymiseIp, isBot } from '@/features/stats/anonymise'
import { topPages, visitsPerDay } from '@/features/stats/summary'

describe('IP anonymisation', () => {
  it.each([
    ['203.0.113.57', '203.0.113.0'],
    ['::ffff:198.51.100.9', '198.51.100.0'],
    ['198.51.100.9, 10.0.0.1', '198.51.100.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:0db8::1', '2001:db8:0::'],
  ])('%s → %s', (input, expected) => expect(anonymiseIp(input)).toBe(expected))

  it.each(['', 'bukan-ip', '999.1.1.1', undefined])('drops %j', (input) =>
    expect(anonymiseIp(input)).toBeNull(),
  )

  it('treats crawlers and missing user agents as bots', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true)
    expect(isBot(undefined)).toBe(true)
    expect(isBot('Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile Safari/537.36')).toBe(false)
  })
})

describe('visit summary', () => {
  const now = new Date('2026-11-22T10:00:00+07:00')
  const visits = [
    { path: '/', visitedAt: '2026-11-22T01:00:00+07:00' },
    { path: '/faq', visitedAt: '2026-11-21T23:30:00+07:00' },
    { path: '/', visitedAt: '2026-11-21T08:00:00+07:00' },
    { path: '/', visitedAt: '2026-10-01T08:00:00+07:00' },
  ]

  it('counts visits per Jakarta day, including empty days, oldest first', () => {
    expect(visitsPerDay(visits, 3, now)).toEqual([
      { day: '2026-11-20', count: 0 },
      { day: '2026-11-21', count: 2 },
      { day: '2026-11-22', count: 1 },
    ])
  })

  it('ranks the most visited pages', () => {
    expect(topPages(visits, 1)).toEqual([{ path: '/', count: 3 }])
  })
})
