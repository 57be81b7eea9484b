'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Inside the CMS live-preview frame, re-renders the page on the server after every save or
 * autosave (Payload's server-side live preview protocol: the frame announces itself with a
 * `payload-live-preview` ready message and the CMS answers each save with a
 * `payload-document-event`). @payloadcms/live-preview-react does exactly this, but it is not
 * published for Payload 3.90.2 and Payload refuses mismatched package versions, so the two
 * messages are handled here. The CMS runs on this same origin: other origins are ignored.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null
      if (
        event.origin === origin &&
        data &&
        typeof data === 'object' &&
        data.type === 'payload-document-event'
      )
        router.refresh()
    }
    window.addEventListener('message', onMessage)
    const host = window.opener ?? (window.parent !== window ? window.parent : null)
    host?.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
