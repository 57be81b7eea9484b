import { NextResponse } from 'next/server'
import { uploadFromRequest } from '@/features/admissions/upload-request'

// POST /api/pendaftar/berkas (multipart: file, kind): an applicant's payment proof or document.
// Answers { ok: true, file } or { ok: false, message } with 400/401/413/415, never a 500 for a bad file.
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const result = await uploadFromRequest(request)
  return NextResponse.json(result.ok ? result : { ok: false, message: result.message }, {
    status: result.ok ? 200 : result.status,
    headers: { 'Cache-Control': 'no-store' },
  })
}
