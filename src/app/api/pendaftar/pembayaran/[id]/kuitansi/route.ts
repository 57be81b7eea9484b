import { receiptRoute } from '@/features/payments/receipt-route'

// GET /api/pendaftar/pembayaran/[id]/kuitansi: the receipt (PDF) of a paid registration fee, for
// the applicant who paid it and for admissions staff.
export const dynamic = 'force-dynamic'

export const GET = receiptRoute
