import { describe, expect, it } from 'vitest'
import {
  APPLICANT_CONTACTS,
  mayContact,
  REQUIRED_WHILE_RESTRICTED,
} from '@/features/privacy/restriction'

// While processing is restricted, only legally required contact reaches the
// applicant: account security and the answer to a data request (and the refund notice).
describe('what reaches a restricted applicant', () => {
  it('sends everything to an applicant who is not restricted', () => {
    for (const contact of APPLICANT_CONTACTS) expect(mayContact(contact, false)).toBe(true)
  })

  it('sends account security and data-request answers while restricted', () => {
    for (const contact of [
      'account-verification',
      'password-reset',
      'credential-change',
      'data-request-closed',
      'refund-paid',
    ] as const)
      expect(mayContact(contact, true)).toBe(true)
  })

  it('holds back status emails, their resend and WhatsApp while restricted', () => {
    for (const contact of ['status', 'status-resend', 'whatsapp'] as const)
      expect(mayContact(contact, true)).toBe(false)
  })

  it('names only known contacts as required', () => {
    for (const contact of REQUIRED_WHILE_RESTRICTED) expect(APPLICANT_CONTACTS).toContain(contact)
  })
})
