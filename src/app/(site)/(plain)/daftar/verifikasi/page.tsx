import Link from 'next/link'
import { AuthPage } from '@/features/admissions/ui/auth/AuthPage'
import { FormMessage, linkClass } from '@/features/admissions/ui/auth/Field'
import { ResendVerification } from '@/features/admissions/ui/auth/ResendVerification.client'
import { verifyApplicantEmail } from '@/features/admissions/auth/verify'
import { tokenPageMetadata } from '@/features/share/page-metadata'
import { getPayloadClient } from '@/lib/payload'
import type { QueryPageProps } from '@/lib/page-props'

const PATH = '/daftar/verifikasi'
export const generateMetadata = () => tokenPageMetadata(PATH)

export default async function Page({ searchParams }: QueryPageProps) {
  const token = (await searchParams).token
  const result =
    typeof token === 'string' ? await verifyApplicantEmail(await getPayloadClient(), token) : null
  return (
    <AuthPage path={PATH} lead="Verifikasi email akun pendaftar.">
      {result?.ok ? (
        <FormMessage tone="success">{result.message}</FormMessage>
      ) : (
        <FormMessage tone="error">
          {result?.message ??
            'Tautan verifikasi tidak lengkap. Buka tautan dari email verifikasi yang kami kirim.'}
        </FormMessage>
      )}
      <p>
        <Link href="/daftar/login" className={linkClass} data-testid="verify-login-link">
          Masuk ke akun pendaftar
        </Link>
      </p>
      {result?.ok ? null : <ResendVerification email="" />}
    </AuthPage>
  )
}
