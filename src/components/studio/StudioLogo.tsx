const TOOTH_PATH =
  'M100 10c-22 0-38 10-50 10S22 10 12 24C-4 46 6 92 18 130c10 32 14 90 34 98 18 8 22-52 48-52s30 60 48 52c20-8 24-66 34-98 12-38 22-84 6-106-10-14-26-4-38-4S122 10 100 10z'

/** The journal's brand colour (the tooth of the favicon). */
const BRAND = '#1f7a8c'

/** The tooth symbol of the journal, `size` pixels high. */
function Tooth({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 200 240" width={(size * 200) / 240} height={size} aria-hidden>
      <path d={TOOTH_PATH} fill={BRAND} />
    </svg>
  )
}

/**
 * The studio's login-page logo (Payload `admin.components.graphics.Logo`): the tooth and
 * "Dentaljournal Studio". Inline styles only: the studio does not load the journal's CSS.
 */
export function StudioLogo() {
  return (
    <span
      data-testid="studio-logo"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 12,
        fontSize: 28,
        fontWeight: 700,
      }}
    >
      <Tooth size={40} />
      <span>
        <span style={{ color: BRAND }}>Dental</span>journal
        <span style={{ fontWeight: 400, opacity: 0.7 }}> Studio</span>
      </span>
    </span>
  )
}

/** The studio's nav icon (Payload `admin.components.graphics.Icon`): the tooth alone. */
export function StudioIcon() {
  return (
    <span title="Dentaljournal Studio" style={{ display: 'inline-flex' }}>
      <Tooth size={26} />
    </span>
  )
}
