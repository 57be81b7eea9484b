import { Mail, Phone } from 'lucide-react'
import { RichText } from '@payloadcms/richtext-lexical/react'
import { Img } from '@/components/media/Img'
import type { AlumniPageData, GalleryAlbum } from '@/features/alumni/types'
import { ContactForm } from './ContactForm.client'
import { GalleryAlbums } from './GalleryAlbums'

/**
 * Section ids of /ikatan-alumni. The alumni header's anchors come from the Alumni menu
 * (#profil, #sejarah, #kontak; "Beranda" is the header itself, #beranda), so these ids are fixed
 * and do not follow the editable section titles.
 */
export const ALUMNI_SECTIONS = {
  profile: 'profil',
  history: 'sejarah',
  gallery: 'galeri',
  contact: 'kontak',
} as const

type RichData = Parameters<typeof RichText>[0]['data']
const richClass =
  '[&_p]:mt-4 [&_p]:leading-relaxed [&_p:first-child]:mt-0 [&_li]:ml-6 [&_li]:list-disc [&_ul]:mt-4 [&_ul]:space-y-2'
const sectionClass = 'scroll-mt-4 border-t border-brand-100 py-12 first:border-t-0'
const PREPARING = 'Informasi sedang disiapkan.'

function Body({ data }: { data: unknown }) {
  return data ? (
    <RichText data={data as RichData} className={richClass} />
  ) : (
    <p className="text-muted">{PREPARING}</p>
  )
}

export function AlumniPageView({
  title,
  page,
  albums,
}: {
  title: string
  page: AlumniPageData | null
  albums: GalleryAlbum[]
}) {
  const contact = page?.contact
  return (
    <>
      <section aria-labelledby="alumni-title" className="bg-brand-50">
        <div className="mx-auto grid w-full max-w-6xl items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-2">
          <div>
            <h1
              id="alumni-title"
              className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
            >
              {title}
            </h1>
            {page ? (
              <>
                <p className="mt-3 text-xl font-semibold text-brand-700">{page.heroTitle}</p>
                <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink">{page.heroText}</p>
              </>
            ) : (
              <p className="mt-4 text-lg text-muted">{PREPARING}</p>
            )}
            <a
              href={`#${ALUMNI_SECTIONS.contact}`}
              className={
                'mt-6 inline-flex min-h-11 items-center rounded-lg ' +
                'bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900'
              }
            >
              Hubungi pengurus alumni
            </a>
          </div>
          {page?.heroImage ? (
            <Img
              src={page.heroImage.url}
              alt={page.heroImage.alt}
              width={page.heroImage.width}
              height={page.heroImage.height}
              sizes="(min-width: 1152px) 540px, (min-width: 768px) 48vw, 100vw"
              preload
              className="aspect-[16/10] w-full rounded-2xl object-cover shadow-md"
            />
          ) : null}
        </div>
      </section>

      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <section
          id={ALUMNI_SECTIONS.profile}
          aria-labelledby="alumni-profil-title"
          className={sectionClass}
        >
          <div className={`grid gap-8 ${page?.profile.image ? 'md:grid-cols-[3fr_2fr]' : ''}`}>
            <div>
              <h2
                id="alumni-profil-title"
                className="text-2xl font-bold text-brand-900 sm:text-3xl"
              >
                {page?.profile.title ?? 'Profil'}
              </h2>
              <div className="mt-5 max-w-3xl">
                <Body data={page?.profile.body} />
              </div>
            </div>
            {page?.profile.image ? (
              <Img
                src={page.profile.image.url}
                alt={page.profile.image.alt}
                width={page.profile.image.width}
                height={page.profile.image.height}
                sizes="(min-width: 1152px) 430px, (min-width: 768px) 38vw, 100vw"
                className="aspect-[4/3] w-full rounded-xl object-cover"
              />
            ) : null}
          </div>
        </section>

        <section
          id={ALUMNI_SECTIONS.history}
          aria-labelledby="alumni-sejarah-title"
          className={sectionClass}
        >
          <h2 id="alumni-sejarah-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {page?.history.title ?? 'Sejarah'}
          </h2>
          <div className="mt-5 max-w-3xl">
            <Body data={page?.history.body} />
          </div>
        </section>

        <section
          id={ALUMNI_SECTIONS.gallery}
          aria-labelledby="alumni-galeri-title"
          className={sectionClass}
        >
          <h2 id="alumni-galeri-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            Galeri Alumni
          </h2>
          <p className="mt-2 max-w-3xl text-muted">
            Kegiatan keluarga besar alumni. Pilih foto untuk melihatnya lebih besar.
          </p>
          <div className="mt-8">
            <GalleryAlbums albums={albums} headingLevel={3} />
          </div>
        </section>

        <section
          id={ALUMNI_SECTIONS.contact}
          aria-labelledby="alumni-kontak-title"
          className={sectionClass}
        >
          <h2 id="alumni-kontak-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {contact?.title ?? 'Kontak'}
          </h2>
          <div className="mt-6 grid gap-10 md:grid-cols-2">
            <div>
              {contact?.text ? (
                <p className="max-w-xl leading-relaxed text-ink">{contact.text}</p>
              ) : null}
              <ul className="mt-5 grid gap-3">
                {contact?.email ? (
                  <li>
                    <a
                      href={`mailto:${contact.email}`}
                      className="inline-flex min-h-11 items-center gap-3 font-semibold text-brand-700 hover:underline"
                    >
                      <Mail aria-hidden="true" className="size-5 shrink-0" />
                      <span className="sr-only">Email: </span>
                      {contact.email}
                    </a>
                  </li>
                ) : null}
                {contact?.phone ? (
                  <li>
                    {contact.phoneHref ? (
                      <a
                        href={contact.phoneHref}
                        className="inline-flex min-h-11 items-center gap-3 font-semibold text-brand-700 hover:underline"
                      >
                        <Phone aria-hidden="true" className="size-5 shrink-0" />
                        <span className="sr-only">Telepon: </span>
                        {contact.phone}
                      </a>
                    ) : (
                      <span className="inline-flex min-h-11 items-center gap-3 font-semibold">
                        <Phone aria-hidden="true" className="size-5 shrink-0" />
                        {contact.phone}
                      </span>
                    )}
                  </li>
                ) : null}
              </ul>
              {contact?.image ? (
                <Img
                  src={contact.image.url}
                  alt={contact.image.alt}
                  width={contact.image.width}
                  height={contact.image.height}
                  sizes="(min-width: 1152px) 540px, (min-width: 768px) 48vw, 100vw"
                  className="mt-6 aspect-[16/10] w-full rounded-xl object-cover"
                />
              ) : null}
            </div>
            <div className="relative rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6">
              <h3 className="text-xl font-bold text-brand-900">Kirim pesan</h3>
              <p className="mb-5 mt-1 text-sm text-muted">
                Kolom bertanda * wajib diisi. Kami membalas melalui email atau nomor HP Anda.
              </p>
              <ContactForm />
            </div>
          </div>
        </section>
      </div>
    </>
  )
}
