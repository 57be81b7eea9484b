'use client'

import '@/styles/site.css'

/** Shown when even the error page cannot render; deliberately free of data and layout. */
export default function GlobalError() {
  return (
    <html lang="id">
      <body className="flex min-h-screen items-center justify-center bg-white p-6 text-center">
        <main>
          <h1 className="text-2xl font-bold text-brand-900">
            <span lang="en">An error occurred while showing the error page</span>
          </h1>
          <p className="mt-2 text-muted">Terjadi kesalahan saat menampilkan halaman galat.</p>
          {/* A plain anchor on purpose: a full reload is the safest way out of a broken app state. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a
            href="/"
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-800 px-6 font-semibold text-white"
          >
            <span lang="en">Go back to home</span>
          </a>
        </main>
      </body>
    </html>
  )
}
