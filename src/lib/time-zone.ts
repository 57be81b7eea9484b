/**
 * The one time zone of the site and the admin (issue 17 §7): every date is shown, typed and
 * counted as a wall-clock time in Jakarta (WIB), whatever the server's or browser's zone.
 */
export const JAKARTA_TIME_ZONE = 'Asia/Jakarta'

/** Its name in the admin's time-zone list (the only zone there). */
export const JAKARTA_TIME_ZONE_LABEL = 'WIB (Asia/Jakarta)'
