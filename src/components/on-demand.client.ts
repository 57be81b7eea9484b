'use client'

import { useCallback, useRef, useState } from 'react'

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

/**
 * A header button that opens a dialog fetched on demand: the module is requested when the button
 * is first pointed at, touched, focused or pressed, not with the page. Spread `buttonProps` on the
 * button; `trigger` is where the dialog returns focus; `show` opens it without a press.
 */
export function useDialogButton<T>(load: () => Promise<T>) {
  const [open, setOpen] = useState(false)
  const [dialog, request] = useOnDemand(load)
  const trigger = useRef<HTMLButtonElement>(null)
  const warm = () => void request()
  // Stable, so an effect can open the dialog once (e.g. from a link to the page).
  const show = useCallback(() => {
    setOpen(true)
    void request()
  }, [request])
  const buttonProps = {
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onPointerEnter: warm,
    onTouchStart: warm,
    onFocus: warm,
    onClick: show,
  } as const
  return { dialog, open, setOpen, show, trigger, buttonProps }
}
