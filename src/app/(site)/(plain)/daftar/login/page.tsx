import Link from 'next/link'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { AuthPage } from '@/features/admissions/ui/auth/AuthPage'
import { FormMessage, linkClass } from '@/features/admissions/ui/auth/Field'
import { LoginForm } from '@/features/admissions/ui/auth/LoginForm.client'
import { PasskeySignIn } from '@/features/admissions/ui/passkeys/PasskeySignIn.client'
import { AUTH_MESSAGES } from '@/features/admissions/auth/messages'
import { safeReturnPath } from '@/features/admissions/auth/session'
import { pageMetadata } from '@/features/share/page-metadata'
import { getPayloadClient } from '@/lib/payload'
import type { QueryPageProps } from '@/lib/page-props'

const PATH = '/daftar/login'
export const generateMetadata = () => pageMetadata(PATH)

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export default async function Page({ searchParams }: QueryPageProps) {
  const params = await searchParams
  const kembali = safeReturnPath(one(params.kembali))
  const { user } = await (await getPayloadClient()).auth({ headers: await headers() })
  // Already logged in as an applicant: straight on to where they were going.
  if (user?.collection === 'applicants') redirect(kembali)
  const query = kembali === '/daftar' ? '' : `?kembali=${encodeURIComponent(kembali)}`
  return (
    <AuthPage
      path={PATH}
      lead="Masuk ke akun pendaftar untuk memilih jalur, membayar biaya pendaftaran dan mengisi formulir."
    >
      {one(params.sandi) === 'baru' ? (
        <FormMessage tone="success">{AUTH_MESSAGES.resetDone}</FormMessage>
      ) : null}
      {one(params.keluar) === '1' ? (
        <FormMessage tone="info">Anda sudah keluar dari akun pendaftar.</FormMessage>
      ) : null}
      {user ? (
        <FormMessage tone="info">
          Peramban ini sedang masuk sebagai staf ({user.email}). Akun staf bukan akun pendaftar;
          masuk sebagai pendaftar akan mengakhiri sesi staf di peramban ini.
        </FormMessage>
      ) : null}
      <LoginForm kembali={kembali} />
      <PasskeySignIn kembali={kembali} />
      <div className="grid gap-2 text-sm">
        <p>
          Belum punya akun?{' '}
          <Link href={`/daftar/buat-akun${query}`} className={linkClass}>
            Buat akun
          </Link>
        </p>
        <p>
          <Link href="/daftar/lupa-sandi" className={linkClass}>
            Lupa kata sandi?
          </Link>
        </p>
      </div>
    </AuthPage>
  )
}
