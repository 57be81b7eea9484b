/**
 * The address that opens the site search with a term: any page with `?cari=<term>` opens the
 * search overlay and runs the term (the header's search button reads it). Search engines learn
 * it from the home page's WebSite SearchAction; people can bookmark or share a search with it.
 */
export const SEARCH_PARAM = 'cari'

/** The term of a `?cari=` address (trimmed, at most `max` characters), or null. */
export function searchTermOf(search: string, max = 200): string | null {
  const term = new URLSearchParams(search).get(SEARCH_PARAM)?.trim().slice(0, max)
  return term ? term : null
}
