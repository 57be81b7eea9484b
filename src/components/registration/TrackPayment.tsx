import type { AdmissionsSetting, Application } from '@/payload-types'

/** Stand-in until the payment section lands: states the fee and the refund rule from the CMS. */
export function TrackPayment({ settings }: { application: Application; settings: AdmissionsSetting }) {
  return <p className="mt-2">{settings.refundRule}</p>
}
