import { AlumniChrome } from '@/components/layout/AlumniChrome'

/** Alumni layout: alumni header (anchors from the Alumni menu), content, footer. */
export default function AlumniLayout({ children }: { children: React.ReactNode }) {
  return <AlumniChrome>{children}</AlumniChrome>
}
