import type { Metadata } from 'next'
import { PageIntro } from '@/components/page/PageIntro'
import { DataRightsView } from '@/components/data-rights/DataRightsView'
import { listDataRequests, REASON_MAX_LENGTH } from '@/features/admissions/data-requests'
import { requireApplicant } from '@/features/admissions/session'
import { loadAdmissionsSettings } from '@/features/admissions/settings'
import { pageMetadata } from '@/features/shell/metadata'
import { getPayloadClient } from '@/lib/payload'

const PATH = '/daftar/data-saya'

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await pageMetadata(PATH)), robots: { index: false, follow: false } }
}

export default async function Page() {
  const applicant = await requireApplicant(PATH)
  const payload = await getPayloadClient()
  const [settings, requests] = await Promise.all([
    loadAdmissionsSettings(payload),
    listDataRequests(payload, applicant),
  ])
  return (
    <PageIntro path={PATH}>
      <DataRightsView
        privacyNotice={settings.privacyNotice}
        noticeVersion={settings.privacyNoticeVersion}
        consentVersion={applicant.privacyConsentVersion}
        consentAt={applicant.privacyConsentAt}
        requests={requests}
        reasonMaxLength={REASON_MAX_LENGTH}
      />
    </PageIntro>
  )
}
