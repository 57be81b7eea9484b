'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { MessageCircle, X } from 'lucide-react'
import type { SupportContactData } from '@/features/shell/types'

const DEFAULT_GREETING = 'Hubungi tim kami melalui WhatsApp. Kami siap membantu Anda.'

/** Controls the phone's keyboard types into: on a narrow screen the floating button would cover them. */
const TYPING_FIELD =
  'input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]):' +
  'not([type=reset]):not([type=file]):not([type=hidden]), textarea, select, [contenteditable="true"]'

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
  const [typing, setTyping] = useState(false)

  // While a form field outside the widget has focus, the button steps aside on narrow screens
  // (CSS below), so it never sits over the right edge of the field being filled in.
  useEffect(() => {
    const isTypingField = (target: EventTarget | null) =>
      target instanceof Element &&
      target.matches(TYPING_FIELD) &&
      !rootRef.current?.contains(target)
    const onFocusIn = (event: FocusEvent) => setTyping(isTypingField(event.target))
    const onFocusOut = (event: FocusEvent) => setTyping(isTypingField(event.relatedTarget))
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('focusout', onFocusOut)
    }
  }, [])

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
          'shadow-lg transition-colors hover:bg-brand-800 ' +
          'max-[600px]:right-3 max-[600px]:bottom-3 max-[600px]:size-12' +
          (typing && !open ? ' max-[600px]:hidden' : '')
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
