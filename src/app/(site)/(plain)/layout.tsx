import Link from 'next/link'
import { getSite } from '@/features/shell/load'

/** Default plain layout: content only, with a way back to the site. */
export default async function PlainLayout({ children }: { children: React.ReactNode }) {
  const site = await getSite()
  return (
    <>
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Link href="/" className="text-lg font-bold text-brand-900">
            {site.collegeName}
          </Link>
          <Link
            href="/"
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Kembali ke beranda
          </Link>
        </div>
      </header>
      <main id="konten" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </>
  )
}
