'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Search, X } from 'lucide-react'
import Link from 'next/link'
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from 'react'
import type { OverlayResult } from '@/features/search/api'
import { searchTermOf } from '@/features/search/deep-link'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: RefObject<HTMLButtonElement | null>
}
type State =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'done'; term: string; result: OverlayResult | null }
type Item = { title: string; description?: string; href: string; meta?: string }

const MAX_LENGTH = 200

/** An empty term is sent as "Not Found", as the original overlay did. */
const searchUrl = (text: string) =>
  `/api/search/search=${encodeURIComponent(text.trim() || 'Not Found')}`

async function fetchResult(text: string, signal: AbortSignal): Promise<OverlayResult | null> {
  const response = await fetch(searchUrl(text), { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) return null
  const body = (await response.json()) as { data?: { data_component?: OverlayResult } | null }
  return body.data?.data_component ?? null
}

function sectionsOf(result: OverlayResult | null): { key: string; title: string; items: Item[] }[] {
  if (!result) return []
  const sections = [
    {
      key: 'halaman',
      title: 'HALAMAN',
      items: result.halaman.map((p) => ({
        title: p.menu_setting_name,
        href: p.href,
        meta: p.href,
      })),
    },
    {
      key: 'berita',
      title: 'BERITA',
      items: result.berita.map((n) => ({
        title: n.news_title,
        description: n.news_setting.news_description,
        href: n.href,
        meta: n.news_setting.news_group,
      })),
    },
    { key: 'program-studi', title: 'PROGRAM STUDI', items: result.program_studi },
    { key: 'karier', title: 'PUSAT KARIR', items: result.karier },
    { key: 'faq', title: 'FAQ', items: result.faq },
  ]
  return sections.filter((s) => s.items.length > 0)
}

/**
 * The full-screen search: a Radix dialog, so focus stays inside while it is open, Escape and
 * the close icon close it and focus returns to the magnifier. Enter runs the search; the panel
 * sits in the middle of the screen and moves up to 100px once a term is set.
 */
export function SearchOverlay({ open, onOpenChange, trigger }: Props) {
  // Only ever rendered in the browser (loaded on demand): a `?cari=` term in the address is
  // searched as soon as the overlay first opens.
  const [linked] = useState(() => searchTermOf(window.location.search, MAX_LENGTH))
  const [text, setText] = useState(linked ?? '')
  const [state, setState] = useState<State>(() =>
    linked ? { status: 'loading', term: linked } : { status: 'idle' },
  )
  const request = useRef<AbortController | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const hintId = useId()

  /** Fetches `term`'s results into the state, replacing a search still under way. */
  const fetchInto = useCallback((term: string) => {
    request.current?.abort()
    const controller = (request.current = new AbortController())
    fetchResult(term, controller.signal)
      .then((result) => setState({ status: 'done', term, result }))
      .catch((error: unknown) => {
        if ((error as Error)?.name !== 'AbortError')
          setState({ status: 'done', term, result: null })
      })
  }, [])

  const run = (event: FormEvent) => {
    event.preventDefault()
    const term = text.trim()
    setState({ status: 'loading', term })
    fetchInto(term)
  }

  // The linked term is searched on opening; a pending search is aborted on unmount.
  useEffect(() => {
    if (linked) fetchInto(linked)
    return () => request.current?.abort()
  }, [linked, fetchInto])

  const close = () => onOpenChange(false)
  const raised = text !== '' || state.status !== 'idle'
  const sections = state.status === 'done' ? sectionsOf(state.result) : []

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          className={
            'fixed inset-0 z-[60] bg-brand-950 ' +
            'transition-opacity duration-200 starting:opacity-0'
          }
        />
        <Dialog.Content
          aria-describedby={hintId}
          data-search-overlay
          onOpenAutoFocus={(event) => {
            // Straight into the search field rather than onto the close icon that comes first.
            event.preventDefault()
            input.current?.focus()
          }}
          onCloseAutoFocus={(event) => {
            // The magnifier is not a Dialog.Trigger: give focus back to it.
            event.preventDefault()
            trigger.current?.focus()
          }}
          className="fixed inset-0 z-[60] overflow-y-auto overscroll-contain text-white"
        >
          <Dialog.Title className="sr-only">Pencarian situs</Dialog.Title>
          <Dialog.Close
            aria-label="Tutup pencarian"
            data-search-close
            className={
              'fixed right-3 top-3 z-10 inline-flex size-12 items-center ' +
              'justify-center rounded-full text-white hover:bg-white/10'
            }
          >
            <X aria-hidden className="size-7" />
          </Dialog.Close>

          <div
            data-search-panel
            data-raised={raised}
            style={{ top: raised ? '100px' : '50%' }}
            className={
              `absolute inset-x-0 mx-auto w-full max-w-3xl px-4 pb-16 ` +
              `transition-[top,translate] duration-300 ${raised ? '' : '-translate-y-1/2'}`
            }
          >
            <form
              role="search"
              onSubmit={run}
              className="flex items-center gap-2 border-b-2 border-white/70 focus-within:border-accent-400"
            >
              <label htmlFor={inputId} className="sr-only">
                Kata pencarian
              </label>
              <input
                ref={input}
                id={inputId}
                type="search"
                name="search"
                value={text}
                maxLength={MAX_LENGTH}
                onChange={(event) => setText(event.target.value)}
                placeholder="Ketik lalu tekan Enter…"
                enterKeyHint="search"
                autoComplete="off"
                data-search-input
                className={
                  'min-h-14 w-full bg-transparent text-xl text-white ' +
                  'placeholder:text-white/70 focus:outline-none md:text-3xl'
                }
              />
              <button
                type="submit"
                aria-label="Jalankan pencarian"
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-md hover:bg-white/10"
              >
                <Search aria-hidden className="size-6" />
              </button>
            </form>
            <p id={hintId} className="mt-2 text-sm text-white/80">
              Cari halaman, berita, program studi, info karier dan FAQ.
            </p>

            <div aria-live="polite" className="mt-6">
              {state.status !== 'idle' ? (
                <p data-search-summary className="text-lg">
                  Kamu sedang mencari: &quot;{state.term}&quot;
                </p>
              ) : null}
              {state.status === 'loading' ? <p className="mt-4 text-white/80">Mencari…</p> : null}
              {state.status === 'done' && sections.length === 0 ? (
                <p data-search-empty className="mt-4 text-lg font-semibold text-accent-400">
                  Maaf, Data tidak ditemukan
                </p>
              ) : null}
            </div>

            {sections.map((section) => (
              <section
                key={section.key}
                aria-labelledby={`hasil-${section.key}`}
                data-search-section={section.key}
                className="mt-8"
              >
                <h2
                  id={`hasil-${section.key}`}
                  className="border-b border-white/30 pb-2 text-sm font-bold tracking-widest text-accent-400"
                >
                  {section.title}
                </h2>
                <ul className="mt-2 divide-y divide-white/10">
                  {section.items.map((item, index) => (
                    <li key={`${index}-${item.href}`}>
                      <Link
                        href={item.href}
                        onClick={close}
                        data-search-result
                        className="block rounded-md px-2 py-3 hover:bg-white/10 focus-visible:bg-white/10"
                      >
                        <span className="block font-semibold text-white">{item.title}</span>
                        {item.description ? (
                          <span className="mt-1 block text-sm text-white/80">
                            {item.description}
                          </span>
                        ) : null}
                        {item.meta && !item.description ? (
                          <span className="mt-0.5 block text-xs text-white/70">{item.meta}</span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
