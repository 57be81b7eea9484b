import type { Metadata } from 'next'
import Link from 'next/link'
import { AuthPage } from '@/features/admissions/ui/auth/AuthPage'
import { linkClass, submitClass } from '@/features/admissions/ui/auth/Field'
import { requireApplicant, safeReturnPath } from '@/features/admissions/auth/session'
import { renewConsentAction } from '@/features/admissions/data-rights/renew-consent'
import {
  PRIVACY_NOTICE_PATH,
  PRIVACY_NOTICE_TITLE,
  RECONSENT_MESSAGES,
  RECONSENT_PATH,
} from '@/features/privacy/messages'
import { consentIsCurrent, readPrivacyNotice } from '@/features/privacy/notice'
import { pageMetadata } from '@/features/share/page-metadata'
import { getPayloadClient } from '@/lib/payload'
import type { QueryPageProps } from '@/lib/page-props'

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await pageMetadata(RECONSENT_PATH)), robots: { index: false, follow: false } }
}

const KNOWN_MESSAGES: string[] = [RECONSENT_MESSAGES.required, RECONSENT_MESSAGES.stale]

/** An applicant who agreed to an older privacy notice reads the new one and agrees again. */
export default async function Page({ searchParams }: QueryPageProps) {
  const applicant = await requireApplicant(RECONSENT_PATH)
  const query = await searchParams
  const back = safeReturnPath(query.kembali)
  const notice = await readPrivacyNotice(await getPayloadClient())
  const current = consentIsCurrent(applicant.privacyConsentVersion, notice)
  // Only our own messages are shown: the query string is the visitor's.
  const error =
    typeof query.galat === 'string' && KNOWN_MESSAGES.includes(query.galat) ? query.galat : null
  return (
    <AuthPage path={RECONSENT_PATH} lead={RECONSENT_MESSAGES.lead}>
      <p className="text-sm font-semibold text-brand-800" data-testid="privacy-notice-version">
        {notice.versionLabel}
      </p>
      <p className="whitespace-pre-line">{notice.summary}</p>
      <p>
        <Link href={PRIVACY_NOTICE_PATH} className={linkClass} target="_blank" rel="noopener">
          Baca {PRIVACY_NOTICE_TITLE} selengkapnya
        </Link>
      </p>
      {current ? (
        <p data-testid="consent-current">
          Anda sudah menyetujui versi ini.{' '}
          <Link href={back} className={linkClass}>
            Lanjutkan
          </Link>
        </p>
      ) : (
        <form action={renewConsentAction} className="grid gap-4">
          <input type="hidden" name="version" value={String(notice.version)} />
          <input type="hidden" name="kembali" value={back} />
          {error ? (
            <p role="alert" className="font-medium text-red-800" data-testid="error-consent">
              {error}
            </p>
          ) : null}
          <div className="flex items-start gap-3">
            <input
              id="persetujuan-privasi"
              name="consent"
              type="checkbox"
              required
              className="mt-1 size-5 shrink-0 accent-brand-800"
            />
            <label htmlFor="persetujuan-privasi" className="font-medium text-brand-900">
              Saya telah membaca dan menyetujui {PRIVACY_NOTICE_TITLE} ({notice.versionLabel}).
            </label>
          </div>
          <button type="submit" className={submitClass}>
            Setuju dan lanjutkan
          </button>
          <p className="text-sm text-muted">
            Tidak setuju? Anda tetap dapat mengunduh data atau meminta penghapusannya di{' '}
            <Link href="/daftar/data-saya" className={linkClass}>
              Data pribadi saya
            </Link>
            .
          </p>
        </form>
      )}
    </AuthPage>
  )
}
