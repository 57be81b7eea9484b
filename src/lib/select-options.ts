import type { CollectionSlug, Payload } from 'payload'

export type SelectOption = { value: string; label: string }

/**
 * A select field's options as the collection declares them (the admin's labels, in its order):
 * a reader in another feature names the values as the collection does without importing the
 * module that holds them. A label per language gives the Indonesian one.
 */
export function selectOptions(
  payload: Payload,
  collection: CollectionSlug,
  field: string,
): SelectOption[] {
  const found = payload.collections[collection]?.config.flattenedFields.find(
    (f) => f.name === field,
  )
  if (!found || found.type !== 'select') return []
  return found.options.map((option) => {
    if (typeof option === 'string') return { value: option, label: option }
    const { label, value } = option
    const text =
      typeof label === 'string'
        ? label
        : typeof label === 'object' && label
          ? ((label as Record<string, string>).id ?? Object.values(label)[0] ?? value)
          : value
    return { value, label: String(text) }
  })
}
