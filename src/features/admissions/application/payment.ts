import type { ApplicationStatus } from './status'

/**
 * Where the applicant's payment proof stands, for the payment section: no track yet, nothing
 * uploaded, waiting for staff, rejected (upload again), or verified (nothing more to upload).
 */
export type ProofState = 'no_track' | 'none' | 'waiting' | 'rejected' | 'verified'

export function proofState(status: ApplicationStatus | null | undefined): ProofState {
  switch (status) {
    case null:
    case undefined:
      return 'no_track'
    case 'registered':
      return 'none'
    case 'proof_uploaded':
      return 'waiting'
    case 'payment_rejected':
      return 'rejected'
    default:
      return 'verified'
  }
}
