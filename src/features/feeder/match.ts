/**
 * Name matching against the Feeder's reference lists: ids differ between Feeder versions and
 * colleges, names are what an operator can check. Case, accents, punctuation and the usual
 * prefixes ("Kec.", "Kabupaten") do not count.
 */
export function normaliseName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bkabupaten\b/g, 'kab')
    .replace(/\bkecamatan\b/g, 'kec')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** A kecamatan's name without its "Kec." prefix. */
export const districtName = (value: string) => normaliseName(value).replace(/^kec /, '')

/** The first of `names` (in order of preference) that one row carries; null when none does. */
export function findByNames<T>(
  rows: readonly T[],
  nameOf: (row: T) => string,
  names: readonly string[],
): T | null {
  for (const name of names) {
    const wanted = normaliseName(name)
    const row = rows.find((r) => normaliseName(nameOf(r)) === wanted)
    if (row) return row
  }
  return null
}
