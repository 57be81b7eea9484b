import type { ReactNode } from 'react'

/** A box in a detail page's side column: its heading (h2, named by `id`) and what it holds. */
export function SideBox({
  id,
  title,
  tinted = false,
  children,
}: {
  id: string
  title: string
  tinted?: boolean
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className={tinted ? 'rounded-xl bg-brand-50 p-5' : 'rounded-xl border border-brand-100 p-5'}
    >
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A tinted side box with a bulleted list of short texts; nothing when the list is empty. */
export function SideList({
  id,
  title,
  items,
  testId,
}: {
  id: string
  title: string
  items: string[]
  testId: string
}) {
  if (!items.length) return null
  return (
    <SideBox id={id} title={title} tinted>
      <ul data-testid={testId} className="mt-3 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </SideBox>
  )
}
