/** Any origin works for the comparison: only whether the target stays on it matters. */
const ORIGIN = 'http://site.invalid'

/**
 * A redirect target taken from the URL (`?ke=`, `?kembali=`), as a path on this site, or
 * `fallback`. Browsers read `/\host` and `//host` as another site, and strip tabs and newlines
 * before they parse, so those are refused before `URL` (the WHATWG parser browsers use) checks
 * the origin; the normalised path is checked again (`/a/..//host` normalises to `//host`).
 */
export function sameOriginPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return fallback
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return fallback
  let url: URL
  try {
    url = new URL(value, ORIGIN)
  } catch {
    return fallback
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  return url.origin === ORIGIN && !path.startsWith('//') ? path : fallback
}
