import type { Page } from './fixtures'

/** What a page costs over the network, compressed, in bytes, by what it is. */
export type Weight = {
  html: number
  css: number
  js: number
  fonts: number
  /** Images drawn in the first viewport (what a person waits for before reading). */
  images: number
  /** The sum of the five above. */
  total: number
  /** Everything else fetched until the network went idle: prefetches, images below the fold. */
  other: number
}
export type Budget = Partial<Weight>

/** One response as Chromium's network stack reported it (CDP). */
export type Transfer = {
  url: string
  type: string
  /** Compressed bytes received from the network, headers included; 0 when served from a cache. */
  bytes: number
}

const KIND: Record<string, keyof Weight> = {
  Document: 'html',
  Stylesheet: 'css',
  Script: 'js',
  Font: 'fonts',
}

/** Sorts `transfers` into a Weight; images count only when their URL is in `firstViewport`. */
export function weigh(transfers: Transfer[], firstViewport: ReadonlySet<string>): Weight {
  const weight: Weight = { html: 0, css: 0, js: 0, fonts: 0, images: 0, total: 0, other: 0 }
  for (const { url, type, bytes } of transfers) {
    const kind = KIND[type] ?? (type === 'Image' && firstViewport.has(url) ? 'images' : 'other')
    weight[kind] += bytes
    if (kind !== 'other') weight.total += bytes
  }
  return weight
}

/** The parts of `weight` above `budget`, as readable lines; empty when it is within. */
export function overBudget(weight: Weight, budget: Budget): string[] {
  return (Object.keys(budget) as (keyof Weight)[])
    .filter((key) => weight[key] > budget[key]!)
    .map((key) => `${key}: ${kb(weight[key])} > ${kb(budget[key]!)}`)
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

/**
 * Loads `url` in `page` and reports what came over the network for it (CDP: encodedDataLength of
 * each finished request, nothing for a response from the memory or disk cache) once the network
 * went idle. Leaves the page there, so a second call measures the second page of the same visit.
 */
export async function weighVisit(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const seen = new Map<string, Transfer>()
  const cached = new Set<string>()
  cdp.on('Network.requestServedFromCache', (e) => void cached.add(e.requestId))
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) cached.add(e.requestId)
    seen.set(e.requestId, { url: e.response.url, type: e.type, bytes: 0 })
  })
  cdp.on('Network.loadingFinished', (e) => {
    const transfer = seen.get(e.requestId)
    if (transfer && !cached.has(e.requestId)) transfer.bytes = e.encodedDataLength
  })
  const response = await page.goto(url)
  await page.waitForLoadState('networkidle')
  const firstViewport = new Set(
    await page.evaluate(() =>
      [...document.images]
        .filter((img) => {
          const box = img.getBoundingClientRect()
          return img.currentSrc && box.bottom > 0 && box.top < innerHeight && box.width > 0
        })
        .map((img) => img.currentSrc),
    ),
  )
  await cdp.detach()
  const transfers = [...seen.values()].filter((t) => t.bytes > 0)
  return { status: response?.status(), transfers, weight: weigh(transfers, firstViewport) }
}
