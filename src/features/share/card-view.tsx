import type { SiteData } from '@/features/shell/types'
import { cardText, SHARE_PHOTO, type ShareCard, titleLayout } from './card'

/**
 * The drawing of a share card, for next/og (satori): flexbox and inline styles only. render.tsx
 * gives it its fonts and photo.
 */

/** The site's brand (src/styles/site.css): navy and gold. */
const BRAND = {
  navy950: '#07143a',
  navy900: '#0b1f57',
  navy800: '#102f80',
  tint100: '#d9e6ff',
  gold400: '#fbbf24',
}

export function ShareCardView({ card, site, host, photo }: CardProps) {
  const title = titleLayout(card.title, Boolean(photo))
  const section = cardText(card.section)
  const detail = cardText(card.detail)
  const name = cardText(site.collegeName)
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        backgroundColor: BRAND.navy950,
        backgroundImage:
          `radial-gradient(circle at 12% 18%, rgba(251, 191, 36, 0.18), transparent 40%), ` +
          `radial-gradient(circle at 80% 85%, rgba(29, 78, 216, 0.55), transparent 50%), ` +
          `linear-gradient(135deg, ${BRAND.navy950} 0%, ${BRAND.navy900} 55%, ${BRAND.navy800} 100%)`,
        fontFamily: 'Plus Jakarta Sans',
        color: 'white',
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flexGrow: 1,
          flexShrink: 1,
          minWidth: 0,
          padding: '56px 64px 64px',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              height: 72,
              minWidth: 72,
              padding: '0 12px',
              borderRadius: 16,
              backgroundColor: BRAND.gold400,
              color: BRAND.navy950,
              fontSize: 26,
              fontWeight: 800,
            }}
          >
            {cardText(site.shortName) || name.slice(0, 3)}
          </div>
          {/* Not twice: the home page's card has the college's name as its title. */}
          {name !== title.text ? (
            <div style={{ display: 'flex', fontSize: 28, fontWeight: 700, maxWidth: 560 }}>
              {name}
            </div>
          ) : null}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
          {section ? (
            <div
              style={{
                display: 'flex',
                color: BRAND.gold400,
                fontSize: 26,
                fontWeight: 700,
                letterSpacing: 2,
                textTransform: 'uppercase',
              }}
            >
              {section}
            </div>
          ) : null}
          <div
            style={{
              display: 'block',
              fontSize: title.fontSize,
              fontWeight: 800,
              lineHeight: 1.12,
              lineClamp: 3,
            }}
          >
            {title.text}
          </div>
          {detail ? (
            <div
              style={{
                display: 'block',
                color: BRAND.tint100,
                fontSize: 28,
                fontWeight: 500,
                lineHeight: 1.3,
                lineClamp: 2,
              }}
            >
              {detail}
            </div>
          ) : null}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <div style={{ width: 56, height: 6, borderRadius: 3, backgroundColor: BRAND.gold400 }} />
          <div style={{ fontSize: 24, fontWeight: 700, color: BRAND.tint100 }}>{host}</div>
        </div>
      </div>
      {photo ? (
        <div style={{ display: 'flex', flexShrink: 0 }}>
          <div style={{ width: 8, height: SHARE_PHOTO.height, backgroundColor: BRAND.gold400 }} />
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
          <img src={photo} alt="" width={SHARE_PHOTO.width} height={SHARE_PHOTO.height} />
        </div>
      ) : null}
    </div>
  )
}

export type CardProps = {
  /** The site's host, the card's last line ("utb.ac.id"). */
  card: ShareCard
  site: SiteData
  host: string
  photo?: string
}
