import Link from 'next/link'
import type { HTMLAttributes, ReactNode } from 'react'

const cardClass = 'rounded-xl border border-brand-100 bg-white shadow-sm'

type CardProps = HTMLAttributes<HTMLElement> & {
  as?: 'article' | 'li'
  'data-testid'?: string
}

/** The white, bordered card of the content lists; `className` adds the layout of each list. */
export function Card({ as: Tag = 'article', className, ...rest }: CardProps) {
  return <Tag className={className ? `${className} ${cardClass}` : cardClass} {...rest} />
}

/**
 * A card's title whose link covers the whole card (the card is `group relative`), so the card is
 * one link for a pointer and one named link for a screen reader.
 */
export function CardTitleLink({
  as: Heading = 'h2',
  href,
  children,
}: {
  as?: 'h2' | 'h3'
  href: string
  children: ReactNode
}) {
  return (
    <Heading className="text-lg font-bold leading-snug text-brand-900">
      <Link href={href} className="after:absolute after:inset-0 group-hover:underline">
        {children}
      </Link>
    </Heading>
  )
}
