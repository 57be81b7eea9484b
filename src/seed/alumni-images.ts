import sharp from 'sharp'

/**
 * Demo photos of the alumni pages, drawn locally as SVG scenes and rasterised by sharp (nothing
 * can be downloaded). Small JPEGs (960×640 photos, 320×320 portraits) keep seeding fast.
 */

const hueOf = (name: string, shift = 0) => {
  let h = 0
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360
  return (h + shift) % 360
}

const jpeg = (svg: string) =>
  sharp(Buffer.from(svg)).jpeg({ quality: 68, mozjpeg: true }).toBuffer()

const CAP = `<polygon points="-30,-4 0,-16 30,-4 0,8" fill="#111827"/>
    <rect x="-14" y="-4" width="28" height="10" fill="#111827"/>
    <line x1="22" y1="-6" x2="26" y2="16" stroke="#fbbf24" stroke-width="3"/>`

/** A standing figure: head and gown; `cap` adds a graduation cap. */
function person(x: number, y: number, scale: number, gown: string, cap: boolean) {
  const s = scale
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-34 120 Q-30 40 0 36 Q30 40 34 120 Z" fill="${gown}"/>
    <circle cx="0" cy="14" r="20" fill="hsl(28 45% 62%)"/>
    ${cap ? CAP : ''}
  </g>`
}

/** Graduation (kind "wisuda") or alumni gathering (kind "alumni") scene number `scene`. */
export async function eventPhoto(
  kind: 'wisuda' | 'alumni',
  name: string,
  scene: number,
): Promise<Buffer> {
  const h = hueOf(name, scene * 37)
  const W = 960
  const H = 640
  const crowd = Array.from({ length: 9 }, (_, i) => {
    const x = 80 + i * 100 + ((scene * 23) % 40)
    const y = 380 + ((i + scene) % 3) * 28
    const gown =
      kind === 'wisuda'
        ? `hsl(${(h + 200) % 360} 55% ${18 + (i % 3) * 6}%)`
        : `hsl(${(h + i * 40) % 360} 55% 45%)`
    return person(x, y, 1 + ((i + scene) % 2) * 0.15, gown, kind === 'wisuda')
  }).join('')
  const backdrop =
    kind === 'wisuda'
      ? `<rect x="180" y="70" width="600" height="190" rx="10" fill="hsl(${h} 45% 25% / 0.85)"/>
         <text x="480" y="150" font-family="sans-serif" font-size="44" font-weight="700"
           fill="#fbbf24" text-anchor="middle">WISUDA UTB</text>
         <text x="480" y="205" font-family="sans-serif" font-size="26" fill="#ffffff"
           text-anchor="middle">Universitas Teknologi Bandung</text>`
      : `<rect x="140" y="80" width="680" height="160" rx="80" fill="hsl(${h} 50% 92% / 0.9)"/>
         <text x="480" y="178" font-family="sans-serif" font-size="40" font-weight="700"
           fill="hsl(${h} 60% 25%)" text-anchor="middle">IKA UTB</text>`
  const confetti =
    kind === 'wisuda'
      ? Array.from(
          { length: 14 },
          (_, i) =>
            `<rect x="${(i * 71 + scene * 29) % W}" y="` +
            `${(i * 43 + scene * 17) % 300}" width="10" height="16" fill="hsl(` +
            `${(i * 50) % 360} 85% 60%)" transform="rotate(${i * 25} ` +
            `${(i * 71 + scene * 29) % W} ${(i * 43 + scene * 17) % 300})"/>`,
        ).join('')
      : ''
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${h} 55% 35%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 60% 55%)"/>
    </linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#g)"/>
    ${backdrop}${confetti}
    <rect y="520" width="${W}" height="120" fill="hsl(${h} 35% 15% / 0.5)"/>
    ${crowd}
  </svg>`
  return jpeg(svg)
}

/** A head-and-shoulders portrait stand-in for an alumni story. */
export async function portraitPhoto(name: string): Promise<Buffer> {
  const h = hueOf(name)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
    <rect width="320" height="320" fill="hsl(${h} 45% 82%)"/>
    <path d="M40 320 Q50 210 160 200 Q270 210 280 320 Z" fill="hsl(${(h + 180) % 360} 40% 30%)"/>
    <circle cx="160" cy="130" r="62" fill="hsl(${20 + (h % 20)} 40% ${48 + (h % 15)}%)"/>
    <path d="M98 120 Q100 58 160 60 Q222 58 222 120 Q200 92 160 94 Q120 92 98 120 Z" fill="hsl(20 30% 15%)"/>
  </svg>`
  return jpeg(svg)
}
