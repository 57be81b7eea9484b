import { PageIntro } from '@/components/page/PageIntro'
import { PrivacyNoticeView } from '@/components/privacy/PrivacyNoticeView'
import { PRIVACY_NOTICE_PATH } from '@/features/privacy/messages'
import { getPrivacyNotice } from '@/features/privacy/notice.load'
import { pageMetadata } from '@/features/shell/metadata'

const PATH = PRIVACY_NOTICE_PATH
export const generateMetadata = async () => pageMetadata(PATH, (await getPrivacyNotice()).summary)

export default async function Page() {
  return (
    <PageIntro path={PATH}>
      <PrivacyNoticeView notice={await getPrivacyNotice()} />
    </PageIntro>
  )
}
