import type { Payload } from 'payload'
import { loadAdmissionsSettings } from '@/features/admissions/settings'
import { ONLINE_METHODS, type OnlineMethod } from './providers/types'
import { paymentProvider } from './providers/config'
import type { PaymentProvider } from './providers/types'

export type PaymentOffer = { provider: PaymentProvider; methods: OnlineMethod[] }

/**
 * What an applicant may pay with online now: the provider staff chose in the admissions
 * settings, if the server holds its keys, and the methods staff offer that it supports. Null
 * means manual transfer only.
 */
export async function paymentOffer(payload: Payload): Promise<PaymentOffer | null> {
  const settings = (await loadAdmissionsSettings(payload)).onlinePayment
  const choice = settings?.provider
  if (choice !== 'midtrans' && choice !== 'xendit') return null
  const provider = paymentProvider(choice)
  if (!provider) return null
  const offered: readonly string[] = settings?.methods ?? ONLINE_METHODS
  const methods = provider.methods.filter((method) => offered.includes(method))
  return methods.length ? { provider, methods } : null
}
