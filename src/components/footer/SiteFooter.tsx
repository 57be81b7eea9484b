import Link from 'next/link'
import { MediaImg } from '@/components/media/MediaImg'
import type { ReactNode } from 'react'
import { Clock, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react'
import { SocialIcon } from '@/components/header/SocialIcon'
import { NavAnchor } from '@/components/layout/NavAnchor'
import { CookieSettingsButton } from '@/features/consent/ui/CookieSettingsButton.client'
import { PRIVACY_NOTICE_PATH, PRIVACY_NOTICE_TITLE } from '@/features/privacy/messages'
import type { FooterContactItem, FooterData, LinkGroup, NavLink } from '@/features/shell/types'

const CONTACT_ICONS: Record<FooterContactItem['icon'], LucideIcon> = {
  'map-pin': MapPin,
  phone: Phone,
  mail: Mail,
  clock: Clock,
  whatsapp: MessageCircle,
}

const NEW_TAB_NOTE_ID = 'footer-new-tab-note'
const linkClass =
  'inline-flex min-h-10 items-center text-brand-100 underline-offset-4 hover:text-accent-400 hover:underline'

const isExternal = (href: string) => /^https?:\/\//i.test(href)
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

function FooterLink({
  link,
  className = linkClass,
  children,
}: {
  link: NavLink
  className?: string
  children?: ReactNode
}) {
  return (
    <NavAnchor link={link} className={className}>
      {children ?? link.label}
    </NavAnchor>
  )
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 text-lg font-semibold text-white">
        {title}
        <span aria-hidden="true" className="mt-2 block h-0.5 w-10 bg-accent-400" />
      </h2>
      {children}
    </div>
  )
}

function LinkColumn({ group }: { group: LinkGroup }) {
  return (
    <Column title={group.title}>
      <ul className="space-y-1">
        {group.links.map((link) => (
          <li key={`${link.label}-${link.href}`}>
            <FooterLink link={link} />
          </li>
        ))}
      </ul>
    </Column>
  )
}

function ContactItem({ item }: { item: FooterContactItem }) {
  const Icon = CONTACT_ICONS[item.icon]
  const body = (
    <>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
      <span>{item.text}</span>
    </>
  )
  if (!item.href) return <div className="flex gap-3 py-2 text-brand-100">{body}</div>
  return (
    <FooterLink
      link={{ label: item.text, href: item.href, external: isExternal(item.href) }}
      className="flex min-h-10 gap-3 py-2 text-brand-100 underline-offset-4 hover:text-accent-400 hover:underline"
    >
      {body}
    </FooterLink>
  )
}

export function SiteFooter({ data }: { data: FooterData }) {
  return (
    <footer className="bg-brand-950 text-brand-100" data-testid="site-footer">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid grid-cols-1 gap-10 sm:grid-cols-2 md:grid-cols-4">
          <Column title={data.contact.title}>
            <ul>
              {data.contact.items.map((item) => (
                <li key={`${item.icon}-${item.text}`}>
                  <ContactItem item={item} />
                </li>
              ))}
            </ul>
          </Column>

          {data.informationGroups.map((group, index) => (
            <LinkColumn key={`${index}-${group.title}`} group={group} />
          ))}

          <LinkColumn group={data.quickLinks} />

          <Column title={data.socialMedia.title}>
            <span id={NEW_TAB_NOTE_ID} hidden>
              Membuka tab baru
            </span>
            <ul className="flex flex-wrap gap-3">
              {data.socialMedia.items.map((item) => (
                <li key={`${item.label}-${item.href}`}>
                  <a
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={item.label}
                    aria-describedby={NEW_TAB_NOTE_ID}
                    className={
                      'flex size-11 items-center justify-center overflow-hidden ' +
                      'rounded-full bg-white/10 text-white transition-colors ' +
                      'hover:bg-accent-400 hover:text-brand-950'
                    }
                  >
                    <MediaImg
                      image={item.image}
                      sizes="44px"
                      className="size-full object-contain"
                      fallback={<SocialIcon icon={item.icon} className="size-5" />}
                    />
                  </a>
                </li>
              ))}
            </ul>
          </Column>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div
          className={
            'mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm ' +
            'sm:px-6 md:flex-row md:items-center md:justify-between'
          }
        >
          <address className="not-italic">
            <span>{data.address}</span>
            {data.phone ? (
              <>
                <span aria-hidden="true"> · </span>
                <a
                  href={telHref(data.phone)}
                  className="inline-flex min-h-10 items-center underline-offset-4 hover:text-accent-400 hover:underline"
                >
                  <span className="sr-only">Telepon: </span>
                  {data.phone}
                </a>
              </>
            ) : null}
          </address>
          <div className="flex flex-wrap items-center gap-x-4">
            <Link
              href={PRIVACY_NOTICE_PATH}
              className={
                'inline-flex min-h-10 items-center underline ' +
                'underline-offset-4 hover:text-accent-400'
              }
            >
              {PRIVACY_NOTICE_TITLE}
            </Link>
            <CookieSettingsButton
              className={
                'inline-flex min-h-10 items-center underline ' +
                'underline-offset-4 hover:text-accent-400'
              }
            />
            <p>{data.copyright}</p>
          </div>
        </div>
      </div>
    </footer>
  )
}
