'use client'

import { useCallback, useState } from 'react'

/**
 * A module fetched on first use (a click, a focus) rather than with the page. Plain import()
 * instead of next/dynamic, whose loadable runtime would itself add to every page's first-load JS.
 * `load` must be stable (define it at module level).
 */
export function useOnDemand<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<T | null>(null)
  const request = useCallback(
    () =>
      load().then((module) => {
        setLoaded(() => module)
        return module
      }),
    [load],
  )
  return [loaded, request] as const
}
