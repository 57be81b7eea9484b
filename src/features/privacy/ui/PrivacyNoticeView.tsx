import { RichText } from '@payloadcms/richtext-lexical/react'
import type { PrivacyNoticeView as Notice } from '@/features/privacy/notice'

const prose =
  'prose-kampus max-w-3xl [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 ' +
  '[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-6 [&_li]:list-disc [&_p]:mt-4 ' +
  '[&_p]:leading-relaxed [&_ul]:mt-4 [&_ul]:space-y-2'

/** The privacy notice in force: version and date, summary, full text, the data protection contact. */
export function PrivacyNoticeView({ notice }: { notice: Notice }) {
  const { contact } = notice
  const hasContact = contact.name || contact.email || contact.phone || contact.address
  return (
    <div className="my-8 grid gap-8">
      <p className="text-sm font-semibold text-brand-800" data-testid="privacy-notice-version">
        {notice.versionLabel}
      </p>
      <p className="max-w-3xl text-lg text-muted">{notice.summary}</p>
      {notice.content ? <RichText data={notice.content} className={prose} /> : null}
      {hasContact ? (
        <section
          aria-labelledby="kontak-pdp"
          className="max-w-3xl rounded-2xl border border-brand-100 bg-brand-50 p-6"
        >
          <h2 id="kontak-pdp" className="text-xl font-semibold text-brand-900">
            Kontak pelindungan data pribadi
          </h2>
          <address className="mt-2 grid gap-1 not-italic">
            {contact.name ? <span>{contact.name}</span> : null}
            {contact.email ? (
              <a className="underline underline-offset-2" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            ) : null}
            {contact.phone ? <span>{contact.phone}</span> : null}
            {contact.address ? (
              <span className="whitespace-pre-line">{contact.address}</span>
            ) : null}
          </address>
        </section>
      ) : null}
    </div>
  )
}
