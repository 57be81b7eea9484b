/**
 * Route changes as Next.js's client instrumentation reports them (src/instrumentation-client.ts):
 * the router calls `onRouterTransitionStart` when a navigation begins, before the new page has
 * arrived. The loading overlay listens here to learn that a change has started; the new pathname
 * from `usePathname` tells it the page is there.
 */
type Listener = (url: string) => void

const listeners = new Set<Listener>()

export function onRouterTransitionStart(url: string): void {
  for (const listener of listeners) listener(url)
}

export function onRouteChangeStart(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
