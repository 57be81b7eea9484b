import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'

/** A custom admin page inside Payload's own frame (navigation, header), with one heading. */
export function AdminPage({
  props: { initPageResult, params, searchParams },
  title,
  testId,
  children,
}: {
  props: AdminViewServerProps
  title: string
  testId?: string
  children: ReactNode
}) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <div data-testid={testId}>
          <h1 style={{ margin: '24px 0' }}>{title}</h1>
          {children}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}
