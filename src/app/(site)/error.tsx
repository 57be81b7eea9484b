'use client'

import { useEffect } from 'react'
import { ErrorContent } from '@/components/errors/ErrorContent'
import { reloadIfChunkError } from '@/components/status/ChunkReloadGuard.client'
import { ERROR_PAGE_FAILURE_MARK, errorMessage, errorStatus } from '@/features/shell/error-status'

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  useEffect(() => {
    // A failed chunk load is caught here before the window sees it (reloaded at most once per 60
    // s).
    if (!reloadIfChunkError(error)) console.error(error)
  }, [error])
  // Lets the end-to-end test prove that a failing error page falls back to global-error.
  if (error.message.startsWith(ERROR_PAGE_FAILURE_MARK)) throw error
  return <ErrorContent status={errorStatus(error)} message={errorMessage(error)} onRetry={reset} />
}
