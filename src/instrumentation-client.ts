// Next.js loads this module in the browser before the app starts (client instrumentation).
export { onRouterTransitionStart } from '@/components/loading/route-changes'
