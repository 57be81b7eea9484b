/**
 * Page title rule of the specification: the last path segment, dashes turned into spaces,
 * every word capitalised. The home page has no segment and is titled "Beranda".
 */
export function titleFromSegment(segment: string): string {
  const words = decodeSegment(segment)
    .replace(/\.html?$/i, '')
    .split(/[-\s]+/)
    .filter(Boolean)
  return words.map((w) => w.charAt(0).toLocaleUpperCase('id-ID') + w.slice(1)).join(' ')
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export function lastSegment(pathname: string): string {
  const parts = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean)
  return parts.at(-1) ?? ''
}

export function titleFromPath(pathname: string): string {
  const segment = lastSegment(pathname)
  if (segment === '' || /^index\.html?$/i.test(segment)) return 'Beranda'
  return titleFromSegment(segment)
}

/** "Title | College", or the title alone while staff have not entered the college name (empty CMS). */
export const withCollege = (title: string, collegeName: string) =>
  collegeName ? `${title} | ${collegeName}` : title

/** "Title - College. About", leaving out what is still empty; at most 300 characters. */
export const pageDescription = (
  title: string,
  collegeName: string,
  about: string | null | undefined,
) =>
  [collegeName ? `${title} - ${collegeName}.` : `${title}.`, about]
    .filter(Boolean)
    .join(' ')
    .slice(0, 300)

export function documentTitle(pathname: string, collegeName: string): string {
  return withCollege(titleFromPath(pathname), collegeName)
}
