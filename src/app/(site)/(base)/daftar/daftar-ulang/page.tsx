import type { Metadata } from 'next'
import Link from 'next/link'
import { PageIntro } from '@/components/page/PageIntro'
import { requireApplicant } from '@/features/admissions/auth/session'
import { tuitionPaymentSlot } from '@/features/payments/ui/TuitionPayment'
import { loadReregistration } from '@/features/reregistration/applicant'
import { REREGISTRATION_PATH } from '@/features/reregistration/types'
import { ReregistrationView } from '@/features/reregistration/ui/ReregistrationView'
import { pageMetadata } from '@/features/share/page-metadata'
import { getPayloadClient } from '@/lib/payload'

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await pageMetadata(REREGISTRATION_PATH)), robots: { index: false, follow: false } }
}

/** Re-registration (daftar ulang) of an accepted applicant: data, statement, fee, then the NIM. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ tersimpan?: string; terkirim?: string; pembayaran?: string }>
}) {
  const applicant = await requireApplicant(REREGISTRATION_PATH)
  const params = await searchParams
  const payload = await getPayloadClient()
  const user = { id: Number(applicant.id), collection: 'applicants' as const }
  const view = await loadReregistration(payload, user)
  if (!view)
    return (
      <PageIntro path={REREGISTRATION_PATH}>
        <section
          className="my-8 rounded-2xl border border-brand-100 bg-brand-50 p-6"
          data-testid="reregistration-closed"
        >
          <h2 className="text-xl font-semibold text-brand-900">Daftar ulang belum dibuka</h2>
          <p className="mt-2">
            Daftar ulang dibuka setelah Anda dinyatakan diterima. Pantau status pendaftaran Anda di
            dasbor.
          </p>
          <Link
            href="/daftar"
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            Ke dasbor pendaftaran
          </Link>
        </section>
      </PageIntro>
    )
  const student = view.record.student
    ? await payload
        .find({
          collection: 'students',
          where: { application: { equals: view.application.id } },
          limit: 1,
          depth: 0,
          overrideAccess: false,
          user,
        })
        .then(({ docs }) => docs[0] ?? null)
    : null
  return (
    <PageIntro path={REREGISTRATION_PATH}>
      <ReregistrationView
        applicantId={user.id}
        view={view}
        nim={student?.status === 'active' ? student.nim : null}
        notice={{
          saved: params.tersimpan === '1',
          sent: params.terkirim === '1',
          payment: params.pembayaran,
        }}
        tuitionPayment={tuitionPaymentSlot}
      />
    </PageIntro>
  )
}
