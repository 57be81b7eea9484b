import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import sharp from 'sharp'
import type { SiteData } from '@/features/shell/types'
import { SHARE_IMAGE, type ShareCard } from './card'
import { ShareCardView } from './card-view'
import { cardPhoto } from './photo'

/**
 * The site's typeface. The site itself loads the variable WOFF2; the renderer (satori) reads
 * TTF, OTF and WOFF only, so the card uses @fontsource's static WOFF files, Latin subset.
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules/@fontsource/plus-jakarta-sans/files')
const WEIGHTS = [500, 700, 800] as const
let fonts: Promise<{ name: string; data: Buffer; weight: (typeof WEIGHTS)[number] }[]> | undefined
const loadFonts = () =>
  (fonts ??= Promise.all(
    WEIGHTS.map(async (weight) => ({
      name: 'Plus Jakarta Sans',
      weight,
      data: await readFile(path.join(FONT_DIR, `plus-jakarta-sans-latin-${weight}-normal.woff`)),
    })),
  ))

/**
 * The card as a 1200×630 JPEG. next/og draws a PNG; a photo makes that several hundred kB, more
 * than chat apps fetch for a preview, so sharp re-encodes it (text stays sharp without chroma
 * subsampling).
 */
export async function renderShareImage(card: ShareCard, site: SiteData, siteUrl: string) {
  const host = new URL(siteUrl).host.replace(/^www\./, '')
  const props = { card, site, host, photo: await cardPhoto(card.image) }
  const png = await new ImageResponse(<ShareCardView {...props} />, {
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    fonts: await loadFonts(),
  }).arrayBuffer()
  const jpeg = await sharp(Buffer.from(png))
    .jpeg({ quality: 86, mozjpeg: true, chromaSubsampling: '4:4:4' })
    .toBuffer()
  return new Response(new Uint8Array(jpeg), {
    headers: { 'Content-Type': SHARE_IMAGE.type },
  })
}
