/**
 * Normalises an Indonesian phone number to the international digits wa.me expects
 * (0812… → 62812…). Returns null when the input cannot be a phone number.
 */
export function toWhatsAppNumber(input: string): string | null {
  const trimmed = input.trim()
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null
  let digits = trimmed.replace(/\D/g, '')
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`
  else if (digits.startsWith('8')) digits = `62${digits}`
  return /^\d{9,15}$/.test(digits) ? digits : null
}

export function whatsAppLink(phone: string, message?: string): string | null {
  const number = toWhatsAppNumber(phone)
  if (!number) return null
  const text = message ? `?text=${encodeURIComponent(message)}` : ''
  return `https://wa.me/${number}${text}`
}
