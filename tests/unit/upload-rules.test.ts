import { describe, expect, it } from 'vitest'
import {
  attachedFileIds,
  UPLOAD_MESSAGES,
  uploadLockedMessage,
} from '@/features/admissions/uploads/rules'

describe('Upload limit bypass: which uploads an application status still takes', () => {
  it('takes a payment proof until the payment is verified', () => {
    for (const status of ['registered', 'proof_uploaded', 'payment_rejected'] as const)
      expect(uploadLockedMessage('payment_proof', status)).toBeNull()
    for (const status of ['payment_verified', 'submitted', 'accepted'] as const)
      expect(uploadLockedMessage('payment_proof', status)).toBe(UPLOAD_MESSAGES.proofLocked)
  })

  it('takes documents until the form is submitted', () => {
    expect(uploadLockedMessage('photo', 'payment_verified')).toBeNull()
    for (const status of ['submitted', 'test_scheduled', 'not_accepted'] as const)
      expect(uploadLockedMessage('id_card', status)).toBe(UPLOAD_MESSAGES.formLocked)
  })

  it('takes the final diploma only once accepted (the re-registration says until when)', () => {
    expect(uploadLockedMessage('final_diploma', 'accepted')).toBeNull()
    for (const status of ['payment_verified', 'submitted', 'not_accepted', 'withdrawn'] as const)
      expect(uploadLockedMessage('final_diploma', status)).toBe(UPLOAD_MESSAGES.acceptedOnly)
  })

  it('counts the proof and every document slot as attached, ids or populated documents', () => {
    expect(
      attachedFileIds({
        paymentProof: 7,
        documents: { photo: { id: 8 } as never, idCard: null, diploma: 9, skck: undefined },
      }),
    ).toEqual([7, 8, 9])
    expect(attachedFileIds({ paymentProof: null, documents: {} })).toEqual([])
  })
})
