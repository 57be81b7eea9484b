import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { BodyTooLarge, readCappedBytes } from '@/features/contact/request'
import { storeApplicantFile, UPLOAD_KINDS } from '@/features/admissions/files'
import { MAX_UPLOAD_BYTES, REFUSALS } from '@/features/admissions/uploads/refusals'
import { getPayloadClient } from '@/lib/payload'

// POST /api/pendaftar/berkas (multipart: file, kind): an applicant's payment proof or document.
// Answers { ok: true, file } or { ok: false, message } with 400/401/413/415, never a 500 for a bad file.
export const dynamic = 'force-dynamic'

/** Room for the multipart envelope around a file of the largest accepted size. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024

const fields = z.object({
  kind: z.enum(UPLOAD_KINDS, { message: 'Jenis berkas tidak dikenal.' }),
  file: z.instanceof(File, { message: 'Pilih berkas yang akan diunggah.' }).refine((f) => f.size > 0, { message: 'Pilih berkas yang akan diunggah.' }),
})

const reply = (status: number, body: object) => NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
const refuse = (status: number, message: string) => reply(status, { ok: false, message })

export async function POST(request: NextRequest) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'applicants') return refuse(401, 'Sesi Anda telah berakhir. Silakan masuk kembali.')

  let form: FormData
  try {
    const body = await readCappedBytes(request, MAX_BODY_BYTES)
    form = await new Response(new Uint8Array(body), { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } }).formData()
  } catch (error) {
    if (error instanceof BodyTooLarge) return refuse(413, REFUSALS.tooLarge.message)
    return refuse(400, 'Berkas tidak dapat dibaca. Silakan unggah ulang.')
  }
  const parsed = fields.safeParse({ kind: form.get('kind'), file: form.get('file') })
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? 'Pilih berkas yang akan diunggah.')

  const { kind, file } = parsed.data
  const result = await storeApplicantFile({
    payload,
    user: { id: user.id, collection: 'applicants' },
    kind,
    file: { data: Buffer.from(await file.arrayBuffer()), name: file.name, mimetype: file.type || 'application/octet-stream', size: file.size },
  })
  return result.ok ? reply(200, result) : refuse(result.status, result.message)
}
