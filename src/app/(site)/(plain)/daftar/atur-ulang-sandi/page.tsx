import Link from 'next/link'
import { AuthPage } from '@/components/admissions/auth/AuthPage'
import { FormMessage, linkClass } from '@/components/admissions/auth/Field'
import { ResetPasswordForm } from '@/components/admissions/auth/ResetPasswordForm.client'
import { AUTH_MESSAGES } from '@/features/admissions/auth/messages'
import { pageMetadata } from '@/features/shell/metadata'

const PATH = '/daftar/atur-ulang-sandi'
// The token is in the address: it must not travel on to other sites as a referrer.
export const generateMetadata = async () => ({
  ...(await pageMetadata(PATH)),
  referrer: 'no-referrer' as const,
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function Page({ searchParams }: Props) {
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
