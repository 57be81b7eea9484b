import { CalendarPlus } from 'lucide-react'

/** The label of every link to an .ics file: one wording on every page that offers one. */
export const ADD_TO_CALENDAR = 'Tambahkan ke kalender'

/**
 * A link to an iCalendar file (a route handler beside the page): phones and calendar apps offer
 * to add its events. `what` says which events, for screen readers.
 */
export function AddToCalendar({ href, what }: { href: string; what: string }) {
  return (
    <a
      href={href}
      type="text/calendar"
      data-testid="add-to-calendar"
      className={
        'inline-flex min-h-11 items-center gap-2 rounded-lg border ' +
        'border-brand-800 px-4 font-semibold text-brand-800 hover:bg-brand-50'
      }
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {ADD_TO_CALENDAR}
      <span className="sr-only"> ({what}, berkas .ics)</span>
    </a>
  )
}
