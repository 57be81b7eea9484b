'use client'

import { useEffect } from 'react'
import { isChunkLoadError, shouldReload } from '@/features/shell/chunk-reload'

const STORAGE_KEY = 'kampus:chunk-reload-at'

function readLastReload(): number | null {
  const raw = window.sessionStorage.getItem(STORAGE_KEY)
  if (raw === null) return null
  const value = Number(raw)
  return Number.isFinite(value) ? value : null
}

/**
 * Reloads the page once per 60 s when `error` is a failed chunk load. Returns true when a reload
 * was started, so an error boundary can call it too and skip rendering its message.
 */
export function reloadIfChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false
  try {
    const now = Date.now()
    if (!shouldReload(readLastReload(), now)) return false
    // Stored before reloading: if the reload fails again the guard sees the fresh timestamp.
    window.sessionStorage.setItem(STORAGE_KEY, String(now))
  } catch {
    // Without storage the once-per-minute limit cannot be kept, so never reload (no loop).
    return false
  }
  window.location.reload()
  return true
}

export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      reloadIfChunkError(event.error ?? event.message)
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      reloadIfChunkError(event.reason)
    }
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  return null
}
