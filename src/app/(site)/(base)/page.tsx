import Link from 'next/link'
import { getSite } from '@/features/shell/load'
import { pageMetadata } from '@/features/shell/metadata'

export const generateMetadata = () => pageMetadata('/')

/** Home: the college's own introduction; the sections of §3 "Dashboard content" come with the content work. */
export default async function HomePage() {
  const site = await getSite()
  return (
    <>
      <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 md:py-28">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-400">Selamat datang di {site.shortName}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold leading-tight sm:text-5xl">{site.collegeName}</h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-50">{site.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href="/daftar/option"
              className="inline-flex min-h-12 items-center rounded-lg bg-accent-400 px-6 font-bold text-brand-950 hover:bg-accent-500"
            >
              Pilih jalur pendaftaran
            </Link>
            <Link
              href="/pendaftaran/biaya-pendidikan"
              className="inline-flex min-h-12 items-center rounded-lg border border-white/70 px-6 font-semibold text-white hover:bg-white/10"
            >
              Lihat biaya pendidikan
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="beranda-info" className="mx-auto max-w-6xl px-4 py-12 sm:px-6" data-testid="coming-soon">
        <h2 id="beranda-info" className="text-2xl font-bold text-brand-900">
          Informasi kampus
        </h2>
        <p className="mt-2 max-w-2xl text-muted">
          Berita, program studi, prestasi, dan tur kampus sedang kami siapkan untuk halaman ini. Gunakan menu di atas untuk
          menjelajahi informasi yang sudah tersedia.
        </p>
      </section>
    </>
  )
}
