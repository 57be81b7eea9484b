import { uploadFromRequest } from '@/features/admissions/uploads/request'
import { apiJson } from '@/lib/api-response'
import { sameOriginOnly } from '@/lib/same-origin'

// §7 POST old/upload/profile (multipart): the applicant's profile photo, checked and stored like
// every upload and set as the form's pas foto; the stored file is at data.data.
export const dynamic = 'force-dynamic'

export const POST = sameOriginOnly(async (request: Request) => {
  const result = await uploadFromRequest(request, {
    fixedKind: 'photo',
    fileFields: ['file', 'profile', 'photo', 'image'],
  })
  return result.ok
    ? apiJson({ status: 200, message: 'Foto profil tersimpan', data: { data: result.file } })
    : apiJson({ status: result.status, message: result.message })
})
