import { env, type PaymentSettings } from '@/lib/env'
import type { ProviderName } from './providers/types'

/*
 * The demo's "Bayar (simulasi)": only when the provider's API address is the local simulator
 * (scripts/lib/payment-simulator.mjs, which `npm run dev` and the e2e runner start): a loopback
 * host and the simulator's /midtrans or /xendit prefix. A real provider is never on loopback, so
 * this button can never ask a real one to do anything.
 */

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** The simulator's base URL when `provider` is configured to talk to it, else null. */
export function simulatorUrl(
  provider: ProviderName,
  settings: PaymentSettings = env().payments,
): string | null {
  const apiUrl = settings[provider]?.apiUrl
  if (!apiUrl) return null
  let url: URL
  try {
    url = new URL(apiUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname)) return null
  const suffix = `/${provider}`
  if (!url.pathname.replace(/\/$/, '').endsWith(suffix)) return null
  return `${url.origin}${url.pathname.replace(/\/$/, '').slice(0, -suffix.length)}`
}

/**
 * Asks the simulator to pay `orderId`; false when it refuses (unknown, no longer pending) or is not
 * there. The simulator answers only once the app has taken the notification it sends: when that
 * takes long (a development server compiling the route), the payment is under way all the same and
 * the page's polling shows it.
 */
export async function payThroughSimulator(base: string, orderId: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}/_simulator/pay/${encodeURIComponent(orderId)}`, {
      method: 'POST',
      signal: AbortSignal.timeout(8_000),
    })
    return response.ok
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError'
  }
}
