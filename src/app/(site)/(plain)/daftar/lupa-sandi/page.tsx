import Link from 'next/link'
import { AuthPage } from '@/features/admissions/ui/auth/AuthPage'
import { linkClass } from '@/features/admissions/ui/auth/Field'
import { ForgotPasswordForm } from '@/features/admissions/ui/auth/ForgotPasswordForm.client'
import { pageMetadata } from '@/features/share/page-metadata'

const PATH = '/daftar/lupa-sandi'
export const generateMetadata = () => pageMetadata(PATH)

export default function Page() {
  return (
    <AuthPage
      path={PATH}
      lead="Masukkan email akun pendaftar Anda. Kami akan mengirim tautan untuk membuat kata sandi baru."
    >
      <ForgotPasswordForm />
      <p className="text-sm">
        Ingat kata sandi Anda?{' '}
        <Link href="/daftar/login" className={linkClass}>
          Masuk
        </Link>
      </p>
    </AuthPage>
  )
}
