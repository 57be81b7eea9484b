/**
 * Reading the content API's paths. The original API puts its parameters in the path, either as a
 * whole segment (`/page-news/getNext/{id}`) or as `key=value&key=value` in one segment
 * (`/page-news/get-news/limit=21&offset=0&category=null`). A call's OpenAPI path template names
 * both kinds, and the same template reads a request: keys may come in any order, a missing key
 * takes the schema's default, and an unknown key is refused. Pure, unit-tested.
 */
import { API_MESSAGES } from './messages'

export type PathValues = Record<string, string>
export type PathMatch = { ok: true; values: PathValues } | { ok: false; message: string }

const PLACEHOLDER = /^\{(\w+)\}$/
const PAIR_TEMPLATE = /^(\w+)=\{(\w+)\}$/

const decode = (raw: string) => decodeURIComponent(raw.replace(/\+/g, '%20'))

/** The names a template segment binds: `{id}` → ['id'], `limit={limit}&offset={offset}` → both. */
export function templateNames(template: string): string[] {
  return template
    .split('/')
    .flatMap((segment) => {
      const whole = PLACEHOLDER.exec(segment)
      if (whole) return [whole[1]!]
      return segment.includes('=')
        ? segment.split('&').map((pair) => PAIR_TEMPLATE.exec(pair)?.[2] ?? '')
        : []
    })
    .filter(Boolean)
}

/** `limit=21&offset=0` (raw, possibly %-encoded, possibly wholly encoded as `limit%3D21%26…`) → values. */
export function readPairs(raw: string, allowed: string[]): PathMatch {
  let text = raw
  if (!text.includes('=') && /%3d/i.test(text)) {
    try {
      text = decodeURIComponent(text)
    } catch {
      return { ok: false, message: API_MESSAGES.unreadablePath }
    }
  }
  const values: PathValues = {}
  for (const pair of text.split('&')) {
    if (pair === '') continue
    const at = pair.indexOf('=')
    if (at < 1) return { ok: false, message: API_MESSAGES.badPair(pair) }
    let key: string
    let value: string
    try {
      key = decode(pair.slice(0, at))
      value = decode(pair.slice(at + 1))
    } catch {
      return { ok: false, message: API_MESSAGES.unreadablePath }
    }
    if (!allowed.includes(key))
      return { ok: false, message: API_MESSAGES.unknownParameter(key, allowed) }
    values[key] = value
  }
  return { ok: true, values }
}

/**
 * Match a request path (after `/api`) against a template such as
 * `/page-news/get-news/limit={limit}&offset={offset}&category={category}`.
 */
export function matchPath(template: string, pathname: string): PathMatch {
  const want = template.split('/')
  const got = pathname.replace(/\/+$/, '').split('/')
  if (want.length !== got.length) return { ok: false, message: API_MESSAGES.notFound }
  const values: PathValues = {}
  for (let i = 0; i < want.length; i++) {
    const expected = want[i]!
    const actual = got[i]!
    const whole = PLACEHOLDER.exec(expected)
    if (whole) {
      try {
        values[whole[1]!] = decode(actual)
      } catch {
        return { ok: false, message: API_MESSAGES.unreadablePath }
      }
    } else if (expected.includes('=')) {
      const pairs = readPairs(actual, templateNames(expected))
      if (!pairs.ok) return pairs
      Object.assign(values, pairs.values)
    } else if (expected !== actual) {
      return { ok: false, message: API_MESSAGES.notFound }
    }
  }
  return { ok: true, values }
}

/** Whether a request path has a template's shape: as many segments, the same literal ones. */
export function fitsTemplate(template: string, pathname: string): boolean {
  const want = template.split('/')
  const got = pathname.replace(/\/+$/, '').split('/')
  return want.length === got.length && want.every((seg, i) => seg.includes('{') || seg === got[i])
}

/**
 * The template that serves a request path, routed as Next.js routes files: a wholly literal
 * template first, then one whose parameters read, then any that fits — whose call answers the
 * 400 that explains the parameter. None: the path is no call (404).
 */
export function pickTemplate(templates: readonly string[], pathname: string): string | undefined {
  const candidates = templates.filter((t) => fitsTemplate(t, pathname))
  return (
    candidates.find((t) => !t.includes('{')) ??
    candidates.find((t) => matchPath(t, pathname).ok) ??
    candidates[0]
  )
}
