/**
 * The values of a value → label record, in the record's order, as the non-empty list that
 * `z.enum` and a select's options take: a vocabulary writes each value once, with its label.
 */
export const valuesOf = <V extends string>(labels: Record<V, string>) =>
  Object.keys(labels) as [V, ...V[]]
