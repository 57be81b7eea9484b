import { applicantPaymentsRoute, startPaymentRoute } from '@/features/payments/routes'
import { sameOriginOnly } from '@/lib/same-origin'

// GET /api/pendaftar/pembayaran: the signed-in applicant's payment attempts (the page polls it).
// POST /api/pendaftar/pembayaran {method}: a virtual account or QRIS code for the registration fee.
export const dynamic = 'force-dynamic'

export const GET = applicantPaymentsRoute
export const POST = sameOriginOnly(startPaymentRoute)
