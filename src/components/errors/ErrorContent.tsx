type Props = {
  status: number
  message?: string
  /** Only from a client component (an error boundary's `reset`); shows "Coba lagi". */
  onRetry?: () => void
}

const buttonBase = 'inline-flex min-h-11 items-center rounded-full px-6 font-semibold'

/**
 * The generic error page body: status, message, and a way back. The way back
 * is a plain link: after an error a full page load is the surer recovery, and it keeps a second
 * copy of next/link out of the error boundary's chunk (docs/decisions/0009-lean-shell-javascript.md).
 */
export function ErrorContent({ status, message, onRetry }: Props) {
  const text = message?.trim() || 'Error'
  return (
    <section
      data-testid="error-content"
      className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <p
        aria-hidden="true"
        className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl"
      >
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-ink sm:text-3xl">
        <span className="sr-only">{status}: </span>
        {text}
      </h1>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose (see above) */}
        <a href="/" className={`${buttonBase} bg-brand-700 text-white hover:bg-brand-800`}>
          {status === 404 ? (
            <>
              <span lang="en">Back to the home page</span>
              <span className="ml-2 font-normal text-brand-100">(Kembali ke beranda)</span>
            </>
          ) : (
            'Kembali ke beranda'
          )}
        </a>
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className={`${buttonBase} border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}
          >
            Coba lagi
          </button>
        ) : null}
      </div>
    </section>
  )
}
