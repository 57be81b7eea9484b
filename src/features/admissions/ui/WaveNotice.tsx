/**
 * A wave (gelombang) notice on the applicant pages: a step closed or not yet open, or what
 * happens after the applicant's wave closed. The sentences come from the waves' messages.
 */
export function WaveNotice({
  title,
  lines,
  tone = 'info',
}: {
  title?: string
  lines: (string | null | undefined)[]
  tone?: 'info' | 'closed'
}) {
  const shown = lines.filter((l): l is string => Boolean(l))
  if (!shown.length) return null
  const colours =
    tone === 'closed'
      ? 'border-amber-600 bg-amber-50 text-amber-950'
      : 'border-brand-200 bg-brand-50 text-brand-950'
  return (
    <div role="status" className={`rounded-xl border-2 p-4 ${colours}`} data-testid="wave-notice">
      {title ? <p className="font-semibold">{title}</p> : null}
      {shown.map((line) => (
        <p key={line} className={title ? 'mt-1' : ''}>
          {line}
        </p>
      ))}
    </div>
  )
}
