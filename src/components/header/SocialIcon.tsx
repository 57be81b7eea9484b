import { useId } from 'react'
import type { SocialIcon as SocialIconName, SocialLink } from '@/features/shell/types'

/*
 * lucide-react 1.x no longer ships brand logos, so the few glyphs the site needs are drawn here
 * (simplified 24×24 shapes). Decorative only: the surrounding link carries the accessible name.
 */
const filled: Partial<Record<SocialIconName, string>> = {
  facebook:
    'M13.5 22v-8h2.8l.45-3.5H13.5V8.3c0-1 .3-1.7 ' +
    '1.75-1.7H17V3.5c-.3-.05-1.4-.15-2.6-.15-2.6 0-4.4 1.6-4.4 4.5v2.65H7.2V14H10v8z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 ' +
    '1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 ' +
    '7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15.1V8.9l5.3 3.1z',
  tiktok:
    'M16.6 2h-3.4v13.2a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6.05.9.15V8.95a6.4 ' +
    '6.4 0 1 0 5.4 6.3V8.7a8 8 0 0 0 4.4 1.35V6.6a4.5 4.5 0 0 1-4.4-4.6z',
  x:
    'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 ' +
    '21H2.4l7.17-8.2L2 3h6.33l4.37 5.78zm-1.08 16.2h1.7L7.4 4.73H5.58z',
  linkedin:
    'M5 3.5a2.25 2.25 0 1 1 0 4.5 2.25 2.25 0 0 1 0-4.5zM3 9.5h4V21H3zm6.5 ' +
    '0h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 ' +
    '6.1V21h-4v-5.1c0-1.22-.02-2.78-1.7-2.78-1.7 0-1.95 1.32-1.95 2.7V21h-4z',
}

export function SocialIcon({
  icon,
  className = 'size-5',
}: {
  icon: SocialIconName
  className?: string
}) {
  const common = { className, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const
  const path = filled[icon]
  if (path) {
    return (
      <svg {...common} fill="currentColor">
        <path d={path} fillRule="evenodd" />
      </svg>
    )
  }
  switch (icon) {
    case 'instagram':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth={2}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.3" cy="6.7" r="1.1" fill="currentColor" stroke="none" />
        </svg>
      )
    case 'whatsapp':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round">
          <path d="M3.5 20.5l1.3-4.2A8.6 8.6 0 1 1 8 19.3z" />
          <path
            d={
              'M9.2 7.9c.2-.35.45-.4.7-.4h.45c.15 0 .35 0 .5.4l.65 ' +
              '1.6c.05.15.05.35-.1.5l-.5.6c-.1.1-.15.3 0 .5.5.9 1.3 1.65 2.25 ' +
              '2.15.2.1.35.05.45-.05l.6-.7c.15-.2.35-.2.55-.1l1.55.75c.2.1.35.2.35.35 ' +
              '0 .5-.15 1.05-.5 ' +
              '1.4-.5.5-1.25.8-1.95.7-1.3-.2-2.65-.9-3.8-2-1.1-1.1-1.85-2.35-2.05-3.5-.1-.7.2-1.55.85-2.2z'
            }
            fill="currentColor"
            stroke="none"
          />
        </svg>
      )
    default:
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
          <circle cx="12" cy="12" r="9.5" />
          <path
            d={
              'M2.5 12h19M12 2.5c2.6 2.7 3.9 5.9 3.9 9.5s-1.3 ' +
              '6.8-3.9 9.5c-2.6-2.7-3.9-5.9-3.9-9.5s1.3-6.8 3.9-9.5z'
            }
          />
        </svg>
      )
  }
}

/** target/rel for links that leave the site in a new tab. */
export const newTabProps = (external: boolean) =>
  external ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {}

export function NewTabHint({ external }: { external: boolean }) {
  return external ? <span className="sr-only"> (membuka tab baru)</span> : null
}

/** A row of icon links; the name of each network is its accessible name. */
export function SocialLinks({
  items,
  className = '',
  linkClassName = '',
}: {
  items: SocialLink[]
  className?: string
  linkClassName?: string
}) {
  const hintId = useId()
  if (items.length === 0) return null
  return (
    <>
      <ul className={`flex flex-wrap items-center ${className}`} data-social-links>
        {items.map((item) => (
          <li key={`${item.icon}-${item.href}`}>
            <a
              href={item.href}
              {...newTabProps(item.external)}
              aria-label={item.label}
              aria-describedby={item.external ? hintId : undefined}
              className={`inline-flex items-center justify-center rounded-full transition-colors ${linkClassName}`}
            >
              <SocialIcon icon={item.icon} />
            </a>
          </li>
        ))}
      </ul>
      <span hidden id={hintId}>
        Membuka tab baru
      </span>
    </>
  )
}
