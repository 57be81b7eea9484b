import { uploadFromRequest } from '@/features/admissions/uploads/request'
import { REREGISTRATION_UPLOADS } from '@/features/reregistration/final-diploma'
import { jsonAnswer } from '@/lib/api-response'
import { CROSS_SITE_MESSAGE, sameOriginOnly } from '@/lib/same-origin'

// POST /api/pendaftar/berkas (multipart: file, kind): an applicant's payment proof or document, or
// (once accepted) the final diploma of the re-registration.
// Answers { ok: true, file } or { ok: false, message } with 400/401/413/415, never a 500 for a bad file.
export const dynamic = 'force-dynamic'

export const POST = sameOriginOnly(
  async (request: Request) => {
    const result = await uploadFromRequest(request, { holders: REREGISTRATION_UPLOADS })
    if (result.ok) return jsonAnswer(result)
    return jsonAnswer({ ok: false, message: result.message }, { status: result.status })
  },
  () => jsonAnswer({ ok: false, message: CROSS_SITE_MESSAGE }, { status: 403 }),
)
