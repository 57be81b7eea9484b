import type { Metadata } from 'next'
import { PageIntro } from '@/components/page/PageIntro'
import { DataRightsView } from '@/components/data-rights/DataRightsView'
import { requireApplicant } from '@/features/admissions/auth/session'
import { REASON_MAX_LENGTH } from '@/features/admissions/data-rights/requests'
import { loadDataRequests } from '@/features/admissions/load'
import { readPrivacyNotice } from '@/features/privacy/notice'
import { getPayloadClient } from '@/lib/payload'
import { pageMetadata } from '@/features/shell/metadata'

const PATH = '/daftar/data-saya'

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await pageMetadata(PATH)), robots: { index: false, follow: false } }
}

export default async function Page() {
  const applicant = await requireApplicant(PATH)
  const [notice, requests] = await Promise.all([
    readPrivacyNotice(await getPayloadClient()),
    loadDataRequests(applicant),
  ])
  return (
    <PageIntro path={PATH}>
      <DataRightsView
        privacyNotice={notice.summary}
        noticeVersion={String(notice.version)}
        noticeLabel={notice.versionLabel}
        consentVersion={applicant.privacyConsentVersion}
        consentAt={applicant.privacyConsentAt}
        requests={requests}
        reasonMaxLength={REASON_MAX_LENGTH}
      />
    </PageIntro>
  )
}
