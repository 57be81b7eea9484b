'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback, useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * Inside the CMS live-preview frame, re-renders the page on the server after every save or
 * autosave. The CMS runs on this same origin, so messages from other origins are ignored; the
 * origin is only known in the browser, hence nothing is rendered on the server.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const refresh = useCallback(() => router.refresh(), [router])
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  )
  return origin ? <RefreshRouteOnSave refresh={refresh} serverURL={origin} /> : null
}
