/**
 * A category's name in lines of at most `maxChars`, broken between words, at most `maxLines`
 * (the last one shortened with "…" when the name is longer): axis labels that stay inside their
 * own band instead of running into the next one.
 */
export function wrapLabel(text: string, maxChars: number, maxLines = 3): string[] {
  const width = Math.max(4, maxChars)
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  const cut = (line: string) => (line.length > width ? `${line.slice(0, width - 1)}…` : line)
  if (lines.length <= maxLines) return lines.map(cut)
  const kept = lines.slice(0, maxLines)
  const end = kept[maxLines - 1]!
  kept[maxLines - 1] = `${end.length >= width ? end.slice(0, width - 1) : end}…`
  return kept.map(cut)
}
