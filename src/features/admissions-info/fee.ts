import type { AdmissionsSetting } from '@/payload-types'

/**
 * The registration fee and its refund rule: staff set both in the admissions settings, and every
 * place that states the fee (the public fee page, the content API, the track choice, the payment
 * section) states the rule with it. The defaults are the global's initial values and stand in
 * for a global never saved.
 */
export const DEFAULT_REGISTRATION_FEE = 300_000
export const DEFAULT_REFUND_RULE =
  'Biaya pendaftaran dikembalikan 100% apabila Anda tidak diterima atau tidak lulus tes.'

export type RegistrationFee = { fee: number; refundRule: string }

export function toRegistrationFee(
  settings: Partial<Pick<AdmissionsSetting, 'fee' | 'refundRule'>>,
): RegistrationFee {
  return {
    fee: settings.fee ?? DEFAULT_REGISTRATION_FEE,
    refundRule: settings.refundRule?.trim() || DEFAULT_REFUND_RULE,
  }
}
