import Link from 'next/link'
import { AuthPage } from '@/features/admissions/ui/auth/AuthPage'
import { FormMessage, linkClass } from '@/features/admissions/ui/auth/Field'
import { ResetPasswordForm } from '@/features/admissions/ui/auth/ResetPasswordForm.client'
import { AUTH_MESSAGES } from '@/features/admissions/auth/messages'
import { tokenPageMetadata } from '@/features/share/page-metadata'
import type { QueryPageProps } from '@/lib/page-props'

const PATH = '/daftar/atur-ulang-sandi'
export const generateMetadata = () => tokenPageMetadata(PATH)

export default async function Page({ searchParams }: QueryPageProps) {
  const token = (await searchParams).token
  return (
    <AuthPage path={PATH} lead="Buat kata sandi baru untuk akun pendaftar Anda.">
      {typeof token === 'string' && token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <FormMessage tone="error">{AUTH_MESSAGES.resetInvalid}</FormMessage>
          <p>
            <Link href="/daftar/lupa-sandi" className={linkClass}>
              Minta tautan baru
            </Link>
          </p>
        </>
      )}
    </AuthPage>
  )
}
