import Link from 'next/link'

/** The body of the 404 page; the English line is what the specification prescribes. */
export function NotFoundContent() {
  return (
    <section
      data-testid="not-found"
      className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <p
        aria-hidden="true"
        className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl"
      >
        404
      </p>
      <h1 lang="en" className="mt-4 text-2xl font-semibold text-ink sm:text-3xl">
        <span className="sr-only">404: </span>This page could not be found
      </h1>
      <p className="mt-2 text-muted">Halaman yang Anda cari tidak ditemukan.</p>
      <Link
        href="/"
        className={
          'mt-8 inline-flex min-h-11 items-center rounded-full ' +
          'bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800'
        }
      >
        Kembali ke beranda
      </Link>
    </section>
  )
}
