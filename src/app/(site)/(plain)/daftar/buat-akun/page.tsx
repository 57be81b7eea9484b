import Link from 'next/link'
import { connection } from 'next/server'
import { AuthPage } from '@/features/admissions/ui/auth/AuthPage'
import { linkClass } from '@/features/admissions/ui/auth/Field'
import { RegisterForm } from '@/features/admissions/ui/auth/RegisterForm.client'
import { safeReturnPath } from '@/features/admissions/auth/session'
import { readPrivacyNotice } from '@/features/privacy/notice'
import { getPayloadClient } from '@/lib/payload'
import { pageMetadata } from '@/features/share/page-metadata'
import type { QueryPageProps } from '@/lib/page-props'

const PATH = '/daftar/buat-akun'
export const generateMetadata = () => pageMetadata(PATH)

export default async function Page({ searchParams }: QueryPageProps) {
  // The privacy notice shown must be the one in force now, not the one of the last build.
  await connection()
  const kembali = safeReturnPath((await searchParams).kembali)
  const loginHref =
    kembali === '/daftar' ? '/daftar/login' : `/daftar/login?kembali=${encodeURIComponent(kembali)}`
  const notice = await readPrivacyNotice(await getPayloadClient())
  return (
    <AuthPage
      path={PATH}
      lead="Buat akun pendaftar Universitas Teknologi Bandung. Setelah mendaftar, verifikasi email Anda lalu masuk."
    >
      <RegisterForm
        privacyNotice={notice.summary}
        privacyNoticeVersion={notice.version}
        privacyNoticeLabel={notice.versionLabel}
        loginHref={loginHref}
      />
      <p className="text-sm">
        Sudah punya akun?{' '}
        <Link href={loginHref} className={linkClass}>
          Masuk
        </Link>
      </p>
    </AuthPage>
  )
}
