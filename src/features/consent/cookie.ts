/** Whether the consent cookie (set by vanilla-cookieconsent) accepts a category; server side. */
export function consentAllows(cookieValue: string | undefined, category: string): boolean {
  if (!cookieValue) return false
  try {
    const parsed = JSON.parse(decodeURIComponent(cookieValue)) as { categories?: unknown }
    return Array.isArray(parsed.categories) && parsed.categories.includes(category)
  } catch {
    return false
  }
}
