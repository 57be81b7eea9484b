import sharp from 'sharp'

/**
 * Pictures of the home page, drawn locally (no network here) as SVG and rasterised by sharp:
 * partner logos (a mark with initials and a word mark) and three campus scenes. Deterministic,
 * so reseeding gives the same files.
 */
const FONT = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, sans-serif\""
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const MARKS = [
  (c: string) => `<circle cx="64" cy="64" r="48" fill="${c}"/>`,
  (c: string) => `<rect x="16" y="16" width="96" height="96" rx="22" fill="${c}"/>`,
  (c: string) => `<polygon points="64,12 110,38 110,90 64,116 18,90 18,38" fill="${c}"/>`,
  (c: string) => `<path d="M16 64 L64 16 L112 64 L64 112 Z" fill="${c}"/>`,
]

/** A 360×128 partner logo: coloured mark with initials, name and a small tagline. */
export async function partnerLogo(o: {
  initials: string
  word: string
  tagline: string
  color: string
  shape: number
}): Promise<Buffer> {
  const long = o.word.length > 13
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="128" viewBox="0 0 360 128">
    ${MARKS[o.shape % MARKS.length]!(o.color)}
    <text x="64" y="${o.initials.length > 2 ? 74 : 78}" text-anchor="middle" ${FONT}
      font-weight="700" font-size="${o.initials.length > 2 ? 28 : 36}"
      fill="#ffffff">${escape(o.initials)}</text>
    <text x="128" y="66" ${FONT} font-weight="700" font-size="${long ? 24 : 28}"
      fill="#0b1f57">${escape(o.word)}</text>
    <text x="129" y="92" ${FONT} font-size="15" letter-spacing="1.5"
      fill="${o.color}">${escape(o.tagline.toUpperCase())}</text>
  </svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

const scene = (
  h: number,
  body: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${h} 70% 62%)"/><stop offset="1" stop-color="hsl(${h + 15} 75% 85%)"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="900" fill="url(#sky)"/>
  <circle cx="980" cy="170" r="90" fill="hsl(45 95% 70% / 0.8)"/>
  <path d="M0 640 Q300 560 600 620 T1200 600 V900 H0 Z" fill="hsl(130 35% 42%)"/>
  ${body}
</svg>`

const windows = (x0: number, y0: number, cols: number, rows: number, w = 34, h = 40, gap = 22) =>
  Array.from({ length: cols * rows }, (_, i) => {
    const x = x0 + (i % cols) * (w + gap)
    const y = y0 + Math.floor(i / cols) * (h + gap)
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="hsl(205 70% 88% / 0.9)"/>`
  }).join('')

const people = (x0: number, y: number, n: number, h: number) =>
  Array.from({ length: n }, (_, i) => {
    const x = x0 + i * 70
    const c = `hsl(${(h + i * 55) % 360} 55% 45%)`
    return (
      `<circle cx="${x}" cy="${y}" r="17" fill="hsl(28 45% 62%)"/><rect x="` +
      `${x - 22}" y="${y + 20}" width="44" height="70" rx="18" fill="${c}"/>`
    )
  }).join('')

/** The opening picture: the main building with the UTB emblem over the entrance. */
export async function heroImage(): Promise<Buffer> {
  const body = `
    <rect x="170" y="300" width="860" height="380" fill="hsl(220 25% 92%)"/>
    <rect x="170" y="280" width="860" height="30" fill="hsl(222 60% 25%)"/>
    ${windows(210, 340, 6, 4)}${windows(790, 340, 4, 4)}
    <rect x="530" y="230" width="140" height="450" fill="hsl(222 55% 30%)"/>
    <circle cx="600" cy="320" r="52" fill="#fbbf24"/>
    <text x="600" y="336" text-anchor="middle" ${FONT} font-weight="700" font-size="40" fill="#0b1f57">UTB</text>
    <rect x="560" y="560" width="80" height="120" rx="6" fill="hsl(205 60% 80%)"/>
    <rect x="120" y="680" width="960" height="26" fill="hsl(220 15% 70%)"/>
    ${people(250, 730, 4, 210)}${people(760, 740, 4, 20)}
    <circle cx="110" cy="600" r="70" fill="hsl(130 40% 32%)"/>
    <rect x="102" y="640" width="16" height="60" fill="hsl(25 40% 30%)"/>
    <circle cx="1100" cy="590" r="80" fill="hsl(130 40% 32%)"/>
    <rect x="1092" y="640" width="16" height="60" fill="hsl(25 40% 30%)"/>`
  return sharp(Buffer.from(scene(212, body)))
    .jpeg({ quality: 74, mozjpeg: true })
    .toBuffer()
}

/** Applicants at the admissions desk. */
export async function registrationImage(): Promise<Buffer> {
  const body = `
    <rect x="0" y="0" width="1200" height="900" fill="hsl(215 40% 94%)"/>
    <rect x="0" y="640" width="1200" height="260" fill="hsl(30 30% 80%)"/>
    <rect x="120" y="110" width="520" height="300" rx="16" fill="#0b1f57"/>
    <text x="380" y="230" text-anchor="middle" ${FONT} font-weight="700" font-size="54" fill="#fbbf24">PMB 2026</text>
    <text x="380" y="300" text-anchor="middle" ${FONT} font-size="32" fill="#ffffff">Reguler · Magang · Jepang</text>
    <rect x="140" y="520" width="920" height="140" rx="10" fill="hsl(222 55% 30%)"/>
    <rect x="760" y="130" width="320" height="220" rx="12" fill="hsl(205 70% 85%)"/>
    <rect x="790" y="160" width="260" height="20" rx="6" fill="hsl(222 40% 60%)"/>
    <rect x="790" y="200" width="200" height="20" rx="6" fill="hsl(222 40% 70%)"/>
    <rect x="790" y="240" width="230" height="20" rx="6" fill="hsl(222 40% 70%)"/>
    ${people(260, 420, 3, 200)}${people(760, 420, 3, 330)}
    ${people(330, 700, 6, 90)}`
  return sharp(Buffer.from(scene(215, body)))
    .jpeg({ quality: 74, mozjpeg: true })
    .toBuffer()
}

/** A graduation cap over a stack of books: the scholarship band. */
export async function scholarshipImage(): Promise<Buffer> {
  const body = `
    <rect x="0" y="0" width="1200" height="900" fill="hsl(42 90% 92%)"/>
    <circle cx="600" cy="450" r="330" fill="hsl(42 95% 80%)"/>
    <rect x="380" y="600" width="440" height="70" rx="8" fill="hsl(222 55% 30%)"/>
    <rect x="410" y="530" width="380" height="70" rx="8" fill="hsl(0 60% 45%)"/>
    <rect x="360" y="460" width="470" height="70" rx="8" fill="hsl(160 45% 35%)"/>
    <polygon points="600,170 880,290 600,410 320,290" fill="#0b1f57"/>
    <path d="M460 350 V420 Q600 480 740 420 V350 L600 410 Z" fill="hsl(222 55% 22%)"/>
    <line x1="840" y1="305" x2="840" y2="420" stroke="#fbbf24" stroke-width="10"/>
    <circle cx="840" cy="430" r="16" fill="#fbbf24"/>
    <text x="600" y="780" text-anchor="middle" ${FONT} font-weight="700" font-size="48"
      fill="#0b1f57">Beasiswa UTB</text>`
  return sharp(Buffer.from(scene(42, body)))
    .jpeg({ quality: 74, mozjpeg: true })
    .toBuffer()
}
