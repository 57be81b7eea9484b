'use client'

import { useState } from 'react'

/**
 * The queue's position: the current item, previous/next, and taking the current one out once it
 * is handled (the next moves into its place, so the officer never leaves the view).
 */
export function useQueue<T extends { id: number }>(initial: T[]) {
  const [items, setItems] = useState(initial)
  const [index, setIndex] = useState(0)
  const at = Math.min(index, Math.max(items.length - 1, 0))
  return {
    items,
    index: at,
    current: items[at] as T | undefined,
    previous: () => setIndex(Math.max(at - 1, 0)),
    next: () => setIndex(Math.min(at + 1, items.length - 1)),
    remove: (ids: number[]) => setItems((list) => list.filter((item) => !ids.includes(item.id))),
  }
}

export const box = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 8,
  padding: 16,
} as const

/** A message the officer must notice; text colour stays the theme's, for contrast. */
export const alertStyle = {
  borderLeft: '4px solid var(--theme-error-500)',
  paddingLeft: 8,
} as const
