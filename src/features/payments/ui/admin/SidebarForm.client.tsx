'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useId, useState, type FormEvent } from 'react'
import { useAdminAction } from '@/components/admin/admin-action'

type Props = {
  title: string
  /** The button that opens the form. */
  openLabel: string
  submitLabel: string
  pending: string
  testId: string
  /** The endpoint under the API route, and its JSON body from the form and the document. */
  path: (id: string | number) => string
  body: (form: FormData, id: string | number) => unknown
  /** The form's fields; `ids` prefixes their ids. */
  children: (ids: string) => React.ReactNode
}

/**
 * A staff form in a document's sidebar that posts to one of the payments endpoints: closed behind
 * a button at first, the server's answer in the status line, the view refreshed when it worked.
 */
export function SidebarForm({
  title,
  openLabel,
  submitLabel,
  pending,
  testId,
  path,
  body,
  children,
}: Props) {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const { notice, busy, run } = useAdminAction()
  const [open, setOpen] = useState(false)
  const ids = useId()
  if (!id) return null

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void run(pending, () =>
      fetch(`${config.routes.api}${path(id)}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body(form, id)),
      }),
    )
  }

  return (
    <section aria-labelledby={`${ids}-title`} style={{ display: 'grid', gap: 8, marginBottom: 24 }}>
      <h3 id={`${ids}-title`} style={{ margin: 0 }}>
        {title}
      </h3>
      {open ? (
        <form onSubmit={submit} style={{ display: 'grid', gap: 8 }} data-testid={testId}>
          {children(ids)}
          <Button type="submit" size="small" margin={false} disabled={busy}>
            {submitLabel}
          </Button>
        </form>
      ) : (
        <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setOpen(true)}>
          {openLabel}
        </Button>
      )}
      <p role="status" aria-live="polite" style={{ margin: 0 }}>
        {notice}
      </p>
    </section>
  )
}
