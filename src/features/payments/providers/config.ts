import { env, type PaymentSettings } from '@/lib/env'
import { createMidtransProvider } from './midtrans'
import type { PaymentProvider, ProviderName } from './types'
import { createXenditProvider } from './xendit'

/**
 * The provider `name` configured from the environment (MIDTRANS_*, XENDIT_*), or null when its keys
 * are unset. Keys come from the environment only: never from the CMS, the database or a log line.
 */
export function paymentProvider(
  name: ProviderName,
  settings: PaymentSettings = env().payments,
): PaymentProvider | null {
  if (name === 'midtrans')
    return settings.midtrans ? createMidtransProvider(settings.midtrans) : null
  return settings.xendit ? createXenditProvider(settings.xendit) : null
}

/** The providers whose keys are set, in a fixed order. */
export function configuredProviders(settings: PaymentSettings = env().payments): ProviderName[] {
  return (['midtrans', 'xendit'] as const).filter((name) => settings[name] !== undefined)
}
