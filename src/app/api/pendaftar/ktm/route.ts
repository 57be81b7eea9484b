import { ownCardRoute } from '@/features/enrolment/ktm-route'

// GET /api/pendaftar/ktm: the signed-in applicant's own student card (PDF), once enrolled and active.
export const dynamic = 'force-dynamic'

export const GET = ownCardRoute
