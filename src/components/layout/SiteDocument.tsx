import { ChatBox } from '@/components/chat/ChatBox.client'
import { CookieConsentBanner } from '@/features/consent/ui/CookieConsent.client'
import { VisitTracker } from '@/features/consent/ui/VisitTracker.client'
import { WebVitalsReporter } from '@/features/consent/ui/WebVitalsReporter.client'
import { LoadingOverlay } from '@/components/loading/LoadingOverlay.client'
import { TopLoader } from '@/components/loading/TopLoader.client'
import { ChunkReloadGuard } from '@/components/status/ChunkReloadGuard.client'
import { OnlineStatus } from '@/components/status/OnlineStatus.client'
import { getLoadingQuotes, getSupportContacts } from '@/features/shell/load'
import { getPrivacyNotice } from '@/features/privacy/notice.load'
import { jakarta } from './fonts'

/** The html document of every public page: language, font, skip link and the global widgets. */
export async function SiteDocument({ children }: { children: React.ReactNode }) {
  const [quotes, contacts, notice] = await Promise.all([
    getLoadingQuotes(),
    getSupportContacts(),
    getPrivacyNotice(),
  ])
  return (
    <html lang="id" className={jakarta.variable}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#konten"
          className={
            'sr-only z-[100] rounded bg-white px-4 py-2 font-semibold ' +
            'text-brand-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4'
          }
        >
          Lewati ke konten utama
        </a>
        <TopLoader />
        <LoadingOverlay quotes={quotes} />
        <ChunkReloadGuard />
        <OnlineStatus />
        {children}
        <ChatBox contacts={contacts} />
        <CookieConsentBanner revision={notice.version} />
        <VisitTracker />
        <WebVitalsReporter />
      </body>
    </html>
  )
}
