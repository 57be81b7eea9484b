import sharp from 'sharp'

/**
 * Demo images are drawn locally (no network here): an SVG scene of the campus skyline in the
 * brand colours, rasterised by sharp. Deterministic per name so reseeding gives the same file.
 */
function hue(name: string): number {
  let h = 0
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360
  return 200 + (h % 40)
}

export async function bannerImage(name: string): Promise<Buffer> {
  const h = hue(name)
  const windows = Array.from({ length: 18 }, (_, i) => {
    const x = 120 + (i % 9) * 150
    const y = 300 + Math.floor(i / 9) * 70
    return `<rect x="${x}" y="${y}" width="40" height="36" rx="4" fill="hsl(45 90% 70% / 0.55)"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${h} 70% 22%)"/><stop offset="1" stop-color="hsl(${h + 20} 75% 38%)"/>
    </linearGradient></defs>
    <rect width="1600" height="600" fill="url(#g)"/>
    <circle cx="1350" cy="140" r="90" fill="hsl(45 95% 60% / 0.35)"/>
    <path d="M0 470 L180 400 L360 450 L560 380 L760 440 L980 360 L1200 430 L1400 370 L1600 420 L1600 600 L0 600 Z" fill="hsl(${h} 60% 15% / 0.6)"/>
    <rect x="90" y="260" width="1400" height="240" rx="12" fill="hsl(${h} 50% 12% / 0.55)"/>
    <polygon points="700,160 790,110 880,160" fill="hsl(${h} 40% 80% / 0.5)"/>
    <rect x="720" y="160" width="140" height="100" fill="hsl(${h} 40% 80% / 0.35)"/>
    ${windows}
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer()
}

const GLYPHS: Record<string, string> = {
  instagram: '<rect x="18" y="18" width="28" height="28" rx="8" fill="none" stroke="#fff" stroke-width="4"/><circle cx="32" cy="32" r="7" fill="none" stroke="#fff" stroke-width="4"/>',
  youtube: '<rect x="14" y="20" width="36" height="24" rx="7" fill="#fff"/><polygon points="29,26 39,32 29,38" fill="#c4302b"/>',
  facebook: '<path d="M35 50V34h6l1-7h-7v-4c0-2 1-3 3-3h4v-6h-6c-6 0-8 4-8 8v5h-5v7h5v16z" fill="#fff"/>',
  tiktok: '<path d="M36 14h6c0 5 4 9 8 9v6c-3 0-6-1-8-3v14a10 10 0 1 1-10-10v6a4 4 0 1 0 4 4z" fill="#fff"/>',
}
const BG: Record<string, string> = { instagram: '#c13584', youtube: '#c4302b', facebook: '#1877f2', tiktok: '#111111' }

export async function socialImage(icon: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
    <circle cx="32" cy="32" r="32" fill="${BG[icon] ?? '#163ea8'}"/>${GLYPHS[icon] ?? ''}</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
