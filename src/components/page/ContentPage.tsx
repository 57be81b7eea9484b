import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { ConsentFrame } from '@/features/consent/ui/ConsentFrame.client'
import { getPageByPath } from '@/features/pages/queries'
import { pageMetadata } from '@/features/share/page-metadata'
import { ComingSoon } from './ComingSoon'
import { PageIntro } from './PageIntro'

/**
 * A route whose content is a CMS page (collection "pages"); honest placeholder until one exists.
 * `children` (optional) follow the page's text: lists from other collections on the same route.
 */
export async function ContentPage({
  path,
  children,
}: {
  path: string
  children?: React.ReactNode
}) {
  const page = await getPageByPath(path)
  if (!page && !children) return <ComingSoon path={path} />
  if (!page) {
    return (
      <PageIntro path={path}>
        <div className="my-8 grid gap-10">{children}</div>
      </PageIntro>
    )
  }
  return (
    <PageIntro path={path}>
      <div className="my-8 grid gap-8">
        <p className="max-w-3xl text-lg text-muted">{page.summary}</p>
        {page.mapEmbedUrl ? (
          <ConsentFrame
            src={page.mapEmbedUrl}
            title={`Peta ${page.title}`}
            className="aspect-[16/9] w-full max-w-4xl rounded-lg border-0"
          />
        ) : null}
        <RichText
          data={page.content}
          className={
            'prose-kampus max-w-3xl [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold ' +
            '[&_h2]:text-brand-900 [&_li]:ml-6 [&_li]:list-disc [&_p]:mt-4 ' +
            '[&_p]:leading-relaxed [&_ul]:mt-4 [&_ul]:space-y-2'
          }
        />
        {children}
      </div>
    </PageIntro>
  )
}

export async function contentPageMetadata(path: string): Promise<Metadata> {
  return pageMetadata(path, (await getPageByPath(path))?.summary)
}
