import { passkeyStep } from '@/features/admissions/auth/passkey-route'
import { sameOriginOnly } from '@/lib/same-origin'

// POST /api/pendaftar/passkey/{daftar-opsi|daftar|masuk-opsi|masuk|hapus}: an applicant's passkeys.
// Answers in the content API's envelope; a cross-site request gets 403 before its body is read.
export const dynamic = 'force-dynamic'

export const POST = sameOriginOnly(passkeyStep)
