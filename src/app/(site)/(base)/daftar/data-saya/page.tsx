import type { Metadata } from 'next'
import { PageIntro } from '@/components/page/PageIntro'
import { DataRightsView } from '@/features/admissions/ui/data-rights/DataRightsView'
import { PasskeyList } from '@/features/admissions/ui/passkeys/PasskeyList.client'
import { listPasskeys } from '@/features/accounts/passkeys/applicant-service'
import { requireApplicant } from '@/features/admissions/auth/session'
import { REASON_MAX_LENGTH } from '@/features/admissions/data-rights/requests'
import { loadDataRequests } from '@/features/admissions/load'
import { readPrivacyNotice } from '@/features/privacy/notice'
import { getPayloadClient } from '@/lib/payload'
import { findApplication } from '@/features/admissions/application/service'
import { EDITABLE_BY_APPLICANT } from '@/features/admissions/application/status'
import { isTrack, TRACK_PATHS } from '@/features/admissions/tracks/tracks'
import { pageMetadata } from '@/features/share/page-metadata'

const PATH = '/daftar/data-saya'

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await pageMetadata(PATH)), robots: { index: false, follow: false } }
}

export default async function Page() {
  const applicant = await requireApplicant(PATH)
  const payload = await getPayloadClient()
  const [notice, requests, application, passkeys] = await Promise.all([
    readPrivacyNotice(payload),
    loadDataRequests(applicant),
    findApplication(payload, applicant, 0),
    listPasskeys(payload, applicant),
  ])
  // No application yet, or not yet submitted: the applicant corrects the form themself.
  const formEditable = !application || EDITABLE_BY_APPLICANT.includes(application.status)
  const track = isTrack(application?.track) ? application.track : null
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
        formEditable={formEditable}
        formPath={track ? TRACK_PATHS[track] : '/daftar'}
        campusInfoConsent={applicant.campusInfoConsent === true}
      />
      <PasskeyList passkeys={passkeys} />
    </PageIntro>
  )
}
