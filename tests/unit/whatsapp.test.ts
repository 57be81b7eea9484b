import { describe, expect, it } from 'vitest'
import { toWhatsAppNumber, whatsAppLink } from '@/features/shell/whatsapp'

describe('WhatsApp chat links for support contacts', () => {
  it.each([
    ['0812-2000-3780', '6281220003780'],
    ['+62 812 2000 3780', '6281220003780'],
    ['812 2000 3780', '6281220003780'],
    ['(022) 5224000', '62225224000'],
  ])('normalises %s', (input, expected) => {
    expect(toWhatsAppNumber(input)).toBe(expected)
  })

  it.each(['', 'abc', '0812-abc', '12', '+62 812 2000 3780 1234 5678'])('refuses %j', (input) => {
    expect(toWhatsAppNumber(input)).toBeNull()
  })

  it('builds a wa.me link with an encoded greeting', () => {
    expect(whatsAppLink('0812-2000-3780', 'Halo, saya & teman')).toBe(
      'https://wa.me/6281220003780?text=Halo%2C%20saya%20%26%20teman',
    )
    expect(whatsAppLink('0812-2000-3780')).toBe('https://wa.me/6281220003780')
    expect(whatsAppLink('bukan nomor')).toBeNull()
  })
})
