import { SiteChrome } from '@/components/layout/SiteChrome'

/** Registration layouts: the track pages add their side info panel via RegistrationShell. */
export default function RegistrationLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome header="base">{children}</SiteChrome>
}
