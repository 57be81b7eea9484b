import { notificationRoute } from '@/features/payments/routes'

// POST /api/pembayaran/notifikasi/{midtrans|xendit}: a payment provider's notification. Servers
// post here, not browsers: no same-origin check; the signature or callback token is the check.
export const dynamic = 'force-dynamic'

export const POST = notificationRoute
