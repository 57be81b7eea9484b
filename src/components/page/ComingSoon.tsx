import Link from 'next/link'
import { PageIntro } from './PageIntro'

/**
 * Honest placeholder for a route whose content arrives with a later piece of work: it names the
 * page and says the information is being prepared, and never shows invented data.
 */
export function ComingSoon({ path }: { path: string }) {
  return (
    <PageIntro path={path}>
      <section
        aria-labelledby="coming-soon-title"
        className="my-10 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
        data-testid="coming-soon"
      >
        <h2 id="coming-soon-title" className="text-xl font-semibold text-brand-900">
          Informasi sedang disiapkan
        </h2>
        <p className="mt-2 max-w-2xl text-muted">
          Isi halaman ini sedang kami siapkan dan akan segera tersedia. Sementara itu, hubungi kami
          melalui tombol obrolan di pojok kanan bawah atau kembali ke beranda.
        </p>
        <Link
          href="/"
          className={
            'mt-5 inline-flex min-h-11 items-center rounded-lg ' +
            'bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900'
          }
        >
          Kembali ke beranda
        </Link>
      </section>
    </PageIntro>
  )
}
