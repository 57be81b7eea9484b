/** How many pages of `size` a list of `totalDocs` has, counted as Payload does: at least one, also when empty. */
export const pageCount = (totalDocs: number, size: number) =>
  Math.max(1, Math.ceil(totalDocs / size))
