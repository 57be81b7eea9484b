import { toWhatsAppNumber } from '@/features/shell/whatsapp'

/**
 * An Indonesian mobile number as the international digits WhatsApp uses (0812… / +62 812… /
 * 812… → 62812…). Mobile numbers start with 8 after the country code and have 9 to 12 digits
 * after it; landlines (022…) have no WhatsApp and are refused. Null when it is not one.
 */
export function normaliseMobileNumber(input: string): string | null {
  const digits = toWhatsAppNumber(input)
  return digits && /^628\d{8,11}$/.test(digits) ? digits : null
}
