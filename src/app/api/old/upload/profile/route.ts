import { uploadFromRequest } from '@/features/admissions/upload-request'
import { legacyJson } from '@/features/legacy-api/respond'

// §7 POST old/upload/profile (multipart): the applicant's profile photo, checked and stored like
// every upload and set as the form's pas foto; the stored file is at data.data.
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const result = await uploadFromRequest(request, 'photo', ['file', 'profile', 'photo', 'image'])
  return result.ok ? legacyJson(200, 'Foto profil tersimpan', { data: result.file }) : legacyJson(result.status, result.message)
}
