import { PageIntro } from '@/components/page/PageIntro'

/** The frame of the account pages: the page title, a short lead and a narrow card. */
export function AuthPage({
  path,
  lead,
  children,
}: {
  path: string
  lead: string
  children: React.ReactNode
}) {
  return (
    <PageIntro path={path}>
      <p className="mt-3 max-w-xl text-muted">{lead}</p>
      <div className="my-8 grid max-w-xl gap-6 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-8">
        {children}
      </div>
    </PageIntro>
  )
}
