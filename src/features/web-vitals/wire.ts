// What the browser's reporter needs, apart from the server's rules (which import the library's
// thresholds): the page's chunk stays free of them.

/** Where the reporter sends its batch. */
export const WEB_VITALS_URL = '/api/statistik/web-vitals'

/** Narrower than this viewport is a phone (Tailwind's `md` breakpoint, where the menu changes). */
export const MOBILE_MAX_WIDTH = 767
