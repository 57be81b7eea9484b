import { PageIntro } from '@/components/page/PageIntro'
import { PrivacyNoticeView } from '@/features/privacy/ui/PrivacyNoticeView'
import { PRIVACY_NOTICE_PATH } from '@/features/privacy/messages'
import { getPrivacyNotice } from '@/features/privacy/notice.load'
import { pageMetadata } from '@/features/share/page-metadata'

const PATH = PRIVACY_NOTICE_PATH
export const generateMetadata = async () => pageMetadata(PATH, (await getPrivacyNotice()).summary)

export default async function Page() {
  return (
    <PageIntro path={PATH}>
      <PrivacyNoticeView notice={await getPrivacyNotice()} />
    </PageIntro>
  )
}
