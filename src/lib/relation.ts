/** The id of a relationship value, whether Payload returned it as an id or as the populated document. */
export function relationId(value: unknown): number | string | undefined {
  const v =
    value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  return typeof v === 'number' || typeof v === 'string' ? v : undefined
}
