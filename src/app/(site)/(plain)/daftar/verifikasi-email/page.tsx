import Link from 'next/link'
import { AuthPage } from '@/features/admissions/ui/auth/AuthPage'
import { FormMessage, linkClass, submitClass } from '@/features/admissions/ui/auth/Field'
import { confirmEmailChangeAction } from '@/features/accounts/actions'
import { ACCOUNT_MESSAGES } from '@/features/accounts/messages'
import { tokenPageMetadata } from '@/features/share/page-metadata'
import type { QueryPageProps } from '@/lib/page-props'

const PATH = '/daftar/verifikasi-email'
export const generateMetadata = () => tokenPageMetadata(PATH)

const RESULTS = {
  done: { tone: 'success', message: ACCOUNT_MESSAGES.emailChangeDone },
  taken: { tone: 'error', message: ACCOUNT_MESSAGES.emailChangeTaken },
  invalid: { tone: 'error', message: ACCOUNT_MESSAGES.emailChangeInvalid },
} as const

/** The link mailed to an applicant's new address: one button replaces the old email with it. */
export default async function Page({ searchParams }: QueryPageProps) {
  const { token, hasil } = await searchParams
  const result =
    typeof hasil === 'string' && hasil in RESULTS ? RESULTS[hasil as keyof typeof RESULTS] : null
  return (
    <AuthPage path={PATH} lead="Konfirmasi email baru akun pendaftar.">
      {result ? (
        <FormMessage tone={result.tone}>{result.message}</FormMessage>
      ) : typeof token === 'string' && token ? (
        <form action={confirmEmailChangeAction} className="grid gap-3">
          <p>{ACCOUNT_MESSAGES.emailChangeAsk}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={submitClass}>
            {ACCOUNT_MESSAGES.emailChangeButton}
          </button>
        </form>
      ) : (
        <FormMessage tone="error">{ACCOUNT_MESSAGES.emailChangeInvalid}</FormMessage>
      )}
      <p>
        <Link href="/daftar/login" className={linkClass} data-testid="verify-login-link">
          Masuk ke akun pendaftar
        </Link>
      </p>
    </AuthPage>
  )
}
