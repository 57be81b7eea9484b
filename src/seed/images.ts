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
    <path d="M0 470 L180 400 L360 450 L560 380 L760 440 L980 360 L1200 430 L1400 370 L1600 420
      L1600 600 L0 600 Z" fill="hsl(${h} 60% 15% / 0.6)"/>
    <rect x="90" y="260" width="1400" height="240" rx="12" fill="hsl(${h} 50% 12% / 0.55)"/>
    <polygon points="700,160 790,110 880,160" fill="hsl(${h} 40% 80% / 0.5)"/>
    <rect x="720" y="160" width="140" height="100" fill="hsl(${h} 40% 80% / 0.35)"/>
    ${windows}
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer()
}

const GLYPHS: Record<string, string> = {
  instagram:
    '<rect x="18" y="18" width="28" height="28" rx="8" ' +
    'fill="none" stroke="#fff" stroke-width="4"/><circle cx="32" ' +
    'cy="32" r="7" fill="none" stroke="#fff" stroke-width="4"/>',
  youtube:
    '<rect x="14" y="20" width="36" height="24" rx="7" ' +
    'fill="#fff"/><polygon points="29,26 39,32 29,38" fill="#c4302b"/>',
  facebook:
    '<path d="M35 50V34h6l1-7h-7v-4c0-2 1-3 3-3h4v-6h-6c-6 0-8 4-8 8v5h-5v7h5v16z" fill="#fff"/>',
  tiktok:
    '<path d="M36 14h6c0 5 4 9 8 9v6c-3 0-6-1-8-3v14a10 10 0 1 1-10-10v6a4 4 0 1 0 4 4z" fill="#fff"/>',
}
const BG: Record<string, string> = {
  instagram: '#c13584',
  youtube: '#c4302b',
  facebook: '#1877f2',
  tiktok: '#111111',
}

export async function socialImage(icon: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
    <circle cx="32" cy="32" r="32" fill="${BG[icon] ?? '#163ea8'}"/>${GLYPHS[icon] ?? ''}</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/**
 * A 16:9 news photo stand-in: a scene (lab, stage, field, …) drawn in a hue derived from the
 * name. Small JPEG (1200×675, q70) so seeding stays fast.
 */
export async function newsImage(name: string, scene: number): Promise<Buffer> {
  const h = (hue(name) + scene * 47) % 360
  const shapes = [
    // lab: desks with monitors
    Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${120 + i * 170}" y="380" width="120" height="80" rx="6" ` +
        `fill="hsl(${h} 30% 85% / 0.8)"/><rect x="${110 + i * 170}" ` +
        `y="460" width="140" height="16" fill="hsl(${h} 20% 20% / 0.8)"/>`,
    ).join(''),
    // stage: podium and audience
    `<rect x="450" y="260" width="300" height="180" rx="10" fill="hsl(${h} 40% 30% / 0.8)"/>` +
      Array.from(
        { length: 14 },
        (_, i) =>
          `<circle cx="${90 + i * 80}" cy="${560 + (i % 2) * 20}" r="28" fill="hsl(${h} 20% 15% / 0.7)"/>`,
      ).join(''),
    // field: trophy
    `<path d="M540 220 h120 v60 a60 60 0 0 1 -120 0 z" fill="hsl(45 90% 60%)"/><rect ` +
      `x="585" y="330" width="30" height="70" fill="hsl(45 80% 50%)"/><rect x="540" ` +
      `y="400" width="120" height="24" rx="4" fill="hsl(45 70% 40%)"/>`,
    // handshake: two buildings and a bridge
    `<rect x="160" y="220" width="280" height="300" fill="hsl(${h} ` +
      `30% 25% / 0.8)"/><rect x="760" y="180" width="280" height="340" ` +
      `fill="hsl(${h + 30} 30% 25% / 0.8)"/><path d="M440 380 Q600 300 ` +
      `760 380" stroke="hsl(45 90% 65%)" stroke-width="14" fill="none"/>`,
  ]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${h} 65% 30%)"/><stop offset="1" stop-color="hsl(${(h + 35) % 360} 70% 48%)"/>
    </linearGradient></defs>
    <rect width="1200" height="675" fill="url(#g)"/>
    <circle cx="1020" cy="120" r="70" fill="hsl(45 95% 65% / 0.4)"/>
    <rect y="520" width="1200" height="155" fill="hsl(${h} 40% 12% / 0.45)"/>
    ${shapes[scene % shapes.length]}
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 70, mozjpeg: true }).toBuffer()
}
