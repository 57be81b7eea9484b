'use client'

/** The consent library is loaded after hydration, off the critical path of every page. */
export const loadConsent = () => import('vanilla-cookieconsent')
