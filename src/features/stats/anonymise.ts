/**
 * IP anonymisation for visitor statistics: the last
 * octet of IPv4 and everything after the first 48 bits of IPv6 are zeroed, as common analytics
 * tools do. Anything that is not an IP address is dropped.
 */
export function anonymiseIp(raw: string | null | undefined): string | null {
  const ip = (raw ?? '')
    .split(',')[0]!
    .trim()
    .replace(/^::ffff:/i, '')
  const v4 = ip.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/)
  if (v4) {
    const parts = v4.slice(1, 4).map(Number)
    return parts.every((n) => n <= 255) ? `${parts.join('.')}.0` : null
  }
  if (/^[0-9a-f:]+$/i.test(ip) && ip.includes(':')) {
    const [head = ''] = ip.split('::')
    const groups = head.split(':').filter(Boolean).slice(0, 3)
    while (groups.length < 3) groups.push('0')
    return `${groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::`
  }
  return null
}

const BOT = /bot|crawler|spider|slurp|lighthouse|headless|preview/i
export const isBot = (userAgent: string | null | undefined) => !userAgent || BOT.test(userAgent)
