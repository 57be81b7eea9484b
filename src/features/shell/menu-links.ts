import type { MenuSub, MenuTop, NavLink } from './types'

/**
 * Link patterns of the specification: top level /{parent}, sub-menu /{parent}/{sub},
 * sub-sub-menu /{parent}/{sub}/{subSub}. Menus named "Fakultas" use their links as given
 * (absolute paths or external URLs). Empty segments are skipped, so a parent with url "" is "/".
 */

export type RawLeaf = { name: string; url?: string | null; comingSoon?: boolean | null }
export type RawSub = RawLeaf & { hasDropdown?: boolean | null; subSubItems?: RawLeaf[] | null }
export type RawTop = RawLeaf & { hasDropdown?: boolean | null; subItems?: RawSub[] | null }

export const isExternal = (href: string) => /^https?:\/\//i.test(href)

const clean = (segment: string | null | undefined) =>
  (segment ?? '').trim().replace(/^\/+|\/+$/g, '')

export function joinSegments(...segments: Array<string | null | undefined>): string {
  return `/${segments.map(clean).filter(Boolean).join('/')}`
}

/** A link used as given: external URLs stay, anything else becomes an absolute site path. */
export function plainHref(url: string | null | undefined): string {
  const value = (url ?? '').trim()
  if (isExternal(value)) return value
  return `/${clean(value)}`
}

export const normaliseName = (name: string) => name.trim().toLocaleLowerCase('id-ID')
export const isFacultyMenu = (item: RawLeaf) => normaliseName(item.name) === 'fakultas'
export const isAlumniMenu = (item: RawLeaf) => normaliseName(item.name) === 'alumni'

export function link(
  label: string,
  href: string,
  comingSoon?: boolean | null,
): NavLink & { comingSoon?: boolean } {
  return { label, href, external: isExternal(href), ...(comingSoon ? { comingSoon: true } : {}) }
}

/**
 * The link of a menu entry at any depth: /{parent}, /{parent}/{sub}, /{parent}/{sub}/{subSub};
 * as given under Fakultas.
 */
export function menuHref(top: RawLeaf, sub?: RawLeaf, leaf?: RawLeaf): string {
  if (!sub) return joinSegments(top.url)
  if (isFacultyMenu(top)) return plainHref((leaf ?? sub).url)
  return joinSegments(top.url, sub.url, leaf?.url)
}

export function buildMenu(items: RawTop[]): MenuTop[] {
  return items.map((top) => {
    const showChildren = Boolean(top.hasDropdown) && !isAlumniMenu(top)
    const children: MenuSub[] = showChildren
      ? (top.subItems ?? []).map((sub) => ({
          ...link(sub.name, menuHref(top, sub), sub.comingSoon),
          children: sub.hasDropdown
            ? (sub.subSubItems ?? []).map((leaf) =>
                link(leaf.name, menuHref(top, sub, leaf), leaf.comingSoon),
              )
            : [],
        }))
      : []
    return { ...link(top.name, menuHref(top), top.comingSoon), children }
  })
}

/** The Alumni menu's sub-items become in-page anchors of the alumni header (#profil, …). */
export function alumniAnchors(items: RawTop[]): NavLink[] {
  const alumni = items.find(isAlumniMenu)
  return (alumni?.subItems ?? []).map((sub) =>
    link(sub.name, `#${clean(sub.url) || slugify(sub.name)}`),
  )
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Top-bar campus and alumni links go to /{headerUrl}. */
export const headerHref = (headerUrl: string) => joinSegments(headerUrl)
