'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { MessageCircle, X } from 'lucide-react'
import type { SupportContactData } from '@/features/shell/types'

const DEFAULT_GREETING = 'Hubungi tim kami melalui WhatsApp. Kami siap membantu Anda.'

export function ChatBox({
  contacts,
  greeting = DEFAULT_GREETING,
}: {
  contacts: SupportContactData[]
  greeting?: string
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const headingId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      const active = document.activeElement
      setOpen(false)
      // Only pull focus back when it was inside the widget; never steal it from elsewhere.
      if (!active || active === document.body || rootRef.current?.contains(active))
        buttonRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  if (contacts.length === 0) return null

  return (
    <div ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? 'Tutup obrolan bantuan' : 'Buka obrolan bantuan'}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="chat-toggle"
        onClick={() => setOpen((value) => !value)}
        className={
          'fixed right-4 bottom-4 z-40 flex size-14 items-center ' +
          'justify-center rounded-full bg-brand-700 text-white ' +
          'shadow-lg transition-colors hover:bg-brand-800'
        }
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
      </button>

      <section
        id={panelId}
        aria-labelledby={headingId}
        hidden={!open}
        data-testid="chat-panel"
        className={
          'fixed right-4 bottom-20 z-40 max-h-[calc(100vh-6rem)] w-[30vw] ' +
          'min-w-[280px] overflow-y-auto rounded-xl bg-white text-ink ' +
          'shadow-2xl ring-1 ring-black/10 max-[600px]:right-0 ' +
          'max-[600px]:w-full max-[600px]:min-w-0 max-[600px]:rounded-b-none'
        }
      >
        <div className="bg-brand-800 px-5 py-4 text-white">
          <h2 id={headingId} className="text-lg font-semibold">
            Butuh bantuan?
          </h2>
          <p className="mt-1 text-sm text-brand-100">{greeting}</p>
        </div>
        <ul className="divide-y divide-gray-200 px-5">
          {contacts.map((contact) => (
            <li key={`${contact.title}-${contact.href}`} className="py-4">
              <p className="font-semibold">{contact.title}</p>
              <p className="text-sm text-muted">{contact.phone}</p>
              <a
                href={contact.href}
                target="_blank"
                rel="noopener noreferrer"
                className={
                  'mt-2 inline-flex min-h-10 items-center gap-2 ' +
                  'rounded-full bg-emerald-700 px-4 text-sm ' +
                  'font-semibold text-white hover:bg-emerald-800'
                }
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                Chat via WhatsApp
                <span className="sr-only"> dengan {contact.title} (membuka tab baru)</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
