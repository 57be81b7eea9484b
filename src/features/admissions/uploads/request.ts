import 'server-only'
import { z } from 'zod'
import { BodyTooLarge, readCappedBytes } from '@/lib/capped-body'
import { getPayloadClient } from '@/lib/payload'
import { UPLOAD_KINDS, type UploadKind } from './kinds'
import { storeApplicantFile, UNKNOWN_KIND, type LaterKindHolders, type StoreResult } from './store'
import { MAX_UPLOAD_BYTES, REFUSALS } from './refusals'

/** Room for the multipart envelope around a file of the largest accepted size. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024

const fields = z.object({
  kind: z.enum(UPLOAD_KINDS, { message: UNKNOWN_KIND }),
  file: z
    .instanceof(File, { message: 'Pilih berkas yang akan diunggah.' })
    .refine((f) => f.size > 0, { message: 'Pilih berkas yang akan diunggah.' }),
})

/**
 * An applicant's multipart upload (fields `file` and `kind`, or only the file under one of
 * `fileFields` when the route fixes the kind): body capped, fields checked, then stored by
 * storeApplicantFile for the logged-in applicant, with `holders` for the kinds the application does
 * not hold. Every refusal has a status and an Indonesian message.
 */
export async function uploadFromRequest(
  request: Request,
  {
    fixedKind,
    fileFields = ['file'],
    holders,
  }: { fixedKind?: UploadKind; fileFields?: string[]; holders?: LaterKindHolders } = {},
): Promise<StoreResult> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'applicants')
    return { ok: false, status: 401, message: 'Sesi Anda telah berakhir. Silakan masuk kembali.' }
  // The upload limit, the status check and the cap on unused files are the collection hook's.
  let form: FormData
  try {
    const body = await readCappedBytes(request, MAX_BODY_BYTES)
    form = await new Response(new Uint8Array(body), {
      headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
    }).formData()
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return { ok: false, status: 413, message: REFUSALS.tooLarge.message }
    return { ok: false, status: 400, message: 'Berkas tidak dapat dibaca. Silakan unggah ulang.' }
  }
  const file = fileFields.map((name) => form.get(name)).find((v) => v !== null)
  const parsed = fields.safeParse({ kind: fixedKind ?? form.get('kind'), file })
  if (!parsed.success)
    return {
      ok: false,
      status: 400,
      message: parsed.error.issues[0]?.message ?? 'Pilih berkas yang akan diunggah.',
    }

  const { kind, file: upload } = parsed.data
  return storeApplicantFile({
    payload,
    user: { id: user.id, collection: 'applicants' },
    kind,
    holders,
    file: {
      data: Buffer.from(await upload.arrayBuffer()),
      name: upload.name,
      mimetype: upload.type || 'application/octet-stream',
      size: upload.size,
    },
  })
}
