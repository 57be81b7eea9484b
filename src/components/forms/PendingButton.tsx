const TONES = {
  brand: 'bg-brand-800 hover:bg-brand-900',
  danger: 'bg-red-800 hover:bg-red-900',
} as const

/**
 * A form's submit button that shows the request is under way (spinner, busy, disabled), so a
 * slow connection never invites a second click.
 */
export function PendingButton({
  pending,
  label,
  pendingLabel = 'Mengirim…',
  tone = 'brand',
}: {
  pending: boolean
  label: string
  pendingLabel?: string
  tone?: keyof typeof TONES
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className={
        `inline-flex min-h-11 items-center gap-2 rounded-lg px-6 font-semibold ` +
        `text-white disabled:cursor-wait disabled:opacity-75 ${TONES[tone]}`
      }
    >
      {pending ? (
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-3 border-white/40 border-t-white"
        />
      ) : null}
      {pending ? pendingLabel : label}
    </button>
  )
}
