import type { HomeHeading } from '@/features/home/types'

/**
 * One section of the home page: a landmark named by its h2, tagged with its place in the
 * dashboard order so tests and editors can tell them apart.
 */
export function Section({
  name,
  className = '',
  anchor,
  children,
}: {
  name: string
  className?: string
  /** An id to link to (…/#anchor). */
  anchor?: string
  children: React.ReactNode
}) {
  return (
    <section
      id={anchor}
      aria-labelledby={`beranda-${name}`}
      data-testid="home-section"
      data-section={name}
      className={className}
    >
      {children}
    </section>
  )
}

/** The h2 of a section with its optional lead text; `tone` follows the section's background. */
export function SectionHeading({
  name,
  heading,
  tone = 'light',
  eyebrow,
  align = 'left',
}: {
  name: string
  heading: HomeHeading
  tone?: 'light' | 'dark'
  eyebrow?: string
  align?: 'left' | 'center'
}) {
  const dark = tone === 'dark'
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow ? (
        <p
          className={`text-sm font-bold uppercase tracking-[0.18em] ${dark ? 'text-accent-400' : 'text-brand-700'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={`beranda-${name}`}
        className={`mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-brand-900'}`}
      >
        {heading.title}
      </h2>
      {heading.text ? (
        <p className={`mt-4 text-lg leading-relaxed ${dark ? 'text-brand-50' : 'text-muted'}`}>
          {heading.text}
        </p>
      ) : null}
    </div>
  )
}
