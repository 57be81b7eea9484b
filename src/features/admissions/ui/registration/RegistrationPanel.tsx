import { MessageCircle } from 'lucide-react'
import type { TrackPanel } from '@/features/admissions/types'
import { whatsAppLink } from '@/features/shell/whatsapp'
import { TRACK_NAMES, type Track } from '@/features/admissions/tracks/tracks'

/**
 * The registration info panel of a track page, edited in the CMS (Penerimaan → Pengaturan
 * Penerimaan): title, numbered steps with their lines, the Info dan Pertanyaan contacts, an extra
 * line and a link.
 */
export function RegistrationPanel({ track, panel }: { track: Track; panel: TrackPanel }) {
  const steps = panel.steps
  return (
    <aside
      aria-labelledby="tahapan-title"
      className="h-fit rounded-2xl bg-brand-900 p-6 text-white print:hidden"
      data-testid="registration-panel"
    >
      <h2 id="tahapan-title" className="text-lg font-bold tracking-wide">
        {panel.title}
      </h2>
      <p className="mt-1 text-sm text-brand-100">{TRACK_NAMES[track]}</p>
      {steps.length ? (
        <ol className="mt-5 space-y-4" data-testid="registration-steps">
          {steps.map((step, i) => (
            <li key={step.key} className="flex gap-3">
              <span
                aria-hidden="true"
                className={
                  'flex size-7 shrink-0 items-center justify-center ' +
                  'rounded-full bg-accent-400 text-sm font-bold text-brand-950'
                }
              >
                {i + 1}
              </span>
              <div>
                <p className="font-semibold">{step.title}</p>
                {step.lines.length ? (
                  <ul className="mt-1 list-disc space-y-0.5 pl-4 text-sm text-brand-50">
                    {step.lines.map((line) => (
                      <li key={line.key}>{line.text}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-brand-50">
          Tahapan jalur ini sedang disiapkan oleh panitia penerimaan.
        </p>
      )}
      {panel.contacts.length ? (
        <section aria-labelledby="info-title" className="mt-6 border-t border-white/20 pt-5">
          <h3 id="info-title" className="font-semibold">
            {panel.infoTitle}
          </h3>
          <ul className="mt-2 space-y-2 text-sm">
            {panel.contacts.map((c) => {
              const href = whatsAppLink(
                c.phone,
                `Halo ${c.label}, saya ingin bertanya tentang ${TRACK_NAMES[track]}.`,
              )
              return (
                <li key={c.key}>
                  {href ? (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-2 underline underline-offset-2 hover:text-accent-400"
                    >
                      <MessageCircle aria-hidden="true" className="size-4" />
                      {c.label}: {c.phone}
                      <span className="sr-only"> (WhatsApp, tab baru)</span>
                    </a>
                  ) : (
                    <span>
                      {c.label}: {c.phone}
                    </span>
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
      {panel.additionalInfo ? (
        <p className="mt-5 text-sm text-brand-50">{panel.additionalInfo}</p>
      ) : null}
      {panel.link ? (
        <a
          href={panel.link.url}
          className={
            'mt-5 inline-flex min-h-11 items-center rounded-lg bg-accent-400 ' +
            'px-4 font-semibold text-brand-950 hover:bg-accent-500'
          }
        >
          {panel.link.label}
        </a>
      ) : null}
    </aside>
  )
}
