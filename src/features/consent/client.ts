'use client'

/** The consent library is loaded after hydration, off the critical path of every page. */
export const loadConsent = () => import('./library').then((m) => m.cookieConsent)
