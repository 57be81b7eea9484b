'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'
import { Wifi, WifiOff } from 'lucide-react'

const RESTORED_VISIBLE_MS = 3_000

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const isOnline = () => navigator.onLine
// The server cannot know; assuming online renders nothing, so hydration always matches.
const isOnlineOnServer = () => true

export function OnlineStatus() {
  const online = useSyncExternalStore(subscribe, isOnline, isOnlineOnServer)
  const [restored, setRestored] = useState(false)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onOnline = () => {
      clearTimeout(timer)
      setRestored(true)
      timer = setTimeout(() => setRestored(false), RESTORED_VISIBLE_MS)
    }
    const onOffline = () => {
      clearTimeout(timer)
      setRestored(false)
    }
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', onOffline)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
    }
  }, [])

  const state = !online ? 'offline' : restored ? 'restored' : 'online'

  // The live region stays in the DOM so screen readers announce the text when it appears.
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="network-status"
      data-state={state}
      className="pointer-events-none fixed bottom-4 left-4 z-50 max-w-[calc(100%-6.5rem)]"
    >
      {state === 'offline' ? (
        <p
          className={
            'pointer-events-auto flex items-center gap-3 rounded-lg ' +
            'bg-ink px-4 py-3 text-sm font-medium text-white shadow-lg'
          }
        >
          <WifiOff aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
          Anda sedang offline. Periksa koneksi internet Anda.
        </p>
      ) : state === 'restored' ? (
        <p
          className={
            'pointer-events-auto flex items-center gap-3 rounded-lg ' +
            'bg-emerald-700 px-4 py-3 text-sm font-medium text-white shadow-lg'
          }
        >
          <Wifi aria-hidden="true" className="size-5 shrink-0" />
          Koneksi tersambung kembali.
        </p>
      ) : null}
    </div>
  )
}
