'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { REACH_MESSAGES } from '@/features/admissions/application/messages'
import { RESTRICTION_MESSAGES } from '@/features/privacy/restriction'
import { errorOf, useAdminAction } from '@/components/admin/admin-action'

type Link = { whatsappUrl: string | null; status: string; restricted?: boolean }

/**
 * "Hubungi pendaftar" in an application's sidebar: a WhatsApp chat with a message for the current
 * status, and the status email sent again. Both go into the application's history (the server
 * records them: GET/POST /api/cms/applications/:id/reach).
 */
export function ReachApplicant() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const endpoint = `${config.routes.api}/applications/${id}/reach`
  const [link, setLink] = useState<Link | null>(null)
  const { notice, setNotice, busy, run } = useAdminAction()

  useEffect(() => {
    if (!id) return
    let live = true
    fetch(endpoint, { credentials: 'include' })
      .then(async (res) => (res.ok ? ((await res.json()) as Link) : Promise.reject(res)))
      .then((value) => live && setLink(value))
      .catch(
        async (res: unknown) =>
          live && setNotice(res instanceof Response ? await errorOf(res) : ''),
      )
    return () => {
      live = false
    }
  }, [endpoint, id, setNotice])

  if (!id) return null

  const record = (channel: 'whatsapp' | 'email') =>
    fetch(endpoint, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel }),
    })

  const resend = () => run('Mengirim ulang email status…', () => record('email'))

  return (
    <section
      aria-labelledby="hubungi-pendaftar"
      style={{ display: 'grid', gap: 8, marginBottom: 24 }}
      data-testid="reach-applicant"
    >
      <h3 id="hubungi-pendaftar" style={{ margin: 0 }}>
        Hubungi pendaftar
      </h3>
      {link?.restricted ? (
        <div role="note" data-testid="processing-restricted">
          <strong>{RESTRICTION_MESSAGES.notice}.</strong> {RESTRICTION_MESSAGES.noticeDetail}
        </div>
      ) : link?.whatsappUrl ? (
        <Button
          el="anchor"
          url={link.whatsappUrl}
          newTab
          buttonStyle="secondary"
          size="small"
          margin={false}
          // Not `onClick`: Payload's Button cancels the link's own navigation when given one.
          extraButtonProps={{
            // The chat opens in a new tab; the history entry is written alongside.
            onClick: () => void record('whatsapp').then(() => router.refresh()),
          }}
        >
          Chat WhatsApp (status: {link.status})
        </Button>
      ) : link ? (
        <p>{REACH_MESSAGES.noWhatsApp}</p>
      ) : null}
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={busy || link?.restricted === true}
        onClick={resend}
      >
        Kirim ulang email status
      </Button>
      <p role="status" style={{ margin: 0, color: 'var(--theme-elevation-800)' }}>
        {notice}
      </p>
    </section>
  )
}
