import { NextResponse } from 'next/server'
import { buildApplicantExport } from '@/features/admissions/data-rights/export'
import { getApplicant } from '@/features/admissions/auth/session'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

const PAGE = '/daftar/data-saya'

/** GET /daftar/data-saya/unduh: the logged-in applicant's own data as a ZIP; anyone else logs in first. */
export async function GET(request: Request) {
  const applicant = await getApplicant()
  if (!applicant) {
    const login = new URL(`/daftar/login?kembali=${encodeURIComponent(PAGE)}`, request.url)
    return NextResponse.redirect(login, { status: 303, headers: { 'Cache-Control': 'no-store' } })
  }
  const { filename, zip } = await buildApplicantExport(await getPayloadClient(), applicant)
  return new Response(zip as BodyInit, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Content-Length': String(zip.byteLength),
      'Cache-Control': 'no-store, private',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
