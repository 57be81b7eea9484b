import type { DateRangeParts } from '@/features/students/types'

/** A day or a range as <time> elements: "<time>3</time>–<time>14 Agustus 2026</time>". */
export function EventDates({ dates }: { dates: DateRangeParts }) {
  return (
    <>
      <time dateTime={dates.start.iso}>{dates.start.text}</time>
      {dates.end ? (
        <>
          {dates.separator}
          <time dateTime={dates.end.iso}>{dates.end.text}</time>
        </>
      ) : null}
    </>
  )
}
