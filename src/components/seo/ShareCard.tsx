import type { Audience } from '@/lib/audience'

/** What the generated share card shows. */
export type ShareCardContent = {
  title: string
  category: string | null
  author: string
  siteName: string
  premium: boolean
  audience: Audience
}

/** Colours of the two themes (the brand colours of globals.css). */
const THEMES = {
  doctor: { from: '#0b2e3a', to: '#1f7a8c' },
  patient: { from: '#14532d', to: '#16a34a' },
} as const

/**
 * The 1200 × 630 share card of an article, drawn by `next/og`
 * (Satori: flexbox and inline styles only): journal name, category, title, author.
 */
export function ShareCard({
  title,
  category,
  author,
  siteName,
  premium,
  audience,
}: ShareCardContent) {
  const theme = THEMES[audience]
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        color: 'white',
        backgroundImage: `linear-gradient(135deg, ${theme.from}, ${theme.to})`,
      }}
    >
      <div
        style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 30, fontWeight: 700 }}
      >
        <div
          style={{
            display: 'flex',
            width: 44,
            height: 44,
            borderRadius: 10,
            background: 'white',
            color: theme.from,
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          D
        </div>
        {siteName}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        {category && (
          <div
            style={{
              display: 'flex',
              fontSize: 26,
              textTransform: 'uppercase',
              letterSpacing: 2,
              opacity: 0.85,
            }}
          >
            {category}
          </div>
        )}
        <div
          style={{
            display: 'flex',
            fontSize: title.length > 90 ? 46 : 58,
            fontWeight: 700,
            lineHeight: 1.15,
          }}
        >
          {title}
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 26, opacity: 0.9 }}>
        <span>{author}</span>
        {premium && <span>Premium</span>}
      </div>
    </div>
  )
}
