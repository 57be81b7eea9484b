import Link from 'next/link'
import { AuthPage } from '@/components/admissions/auth/AuthPage'
import { FormMessage, linkClass } from '@/components/admissions/auth/Field'
import { confirmEmailChange } from '@/features/accounts/credential-change'
import { ACCOUNT_MESSAGES } from '@/features/accounts/messages'
import { pageMetadata } from '@/features/shell/metadata'
import { getPayloadClient } from '@/lib/payload'

const PATH = '/daftar/verifikasi-email'
// The token is in the address: it must not travel on to other sites as a referrer.
export const generateMetadata = async () => ({ ...(await pageMetadata(PATH)), referrer: 'no-referrer' as const })

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The link mailed to an applicant's new address: the new email replaces the old one once opened. */
export default async function Page({ searchParams }: Props) {
  const token = (await searchParams).token
  const result = typeof token === 'string' ? await confirmEmailChange(await getPayloadClient(), 'applicants', token) : null
  return (
    <AuthPage path={PATH} lead="Konfirmasi email baru akun pendaftar.">
      {result?.ok ? (
        <FormMessage tone="success">{result.message}</FormMessage>
      ) : (
        <FormMessage tone="error">{result?.message ?? ACCOUNT_MESSAGES.emailChangeInvalid}</FormMessage>
      )}
      <p>
        <Link href="/daftar/login" className={linkClass} data-testid="verify-login-link">
          Masuk ke akun pendaftar
        </Link>
      </p>
    </AuthPage>
  )
}
