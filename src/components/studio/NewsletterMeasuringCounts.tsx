import type { DeliveryCounts } from '@/lib/newsletter/issues/deliveries'

const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 })

/** `part` of `base` as a German percentage (`42,9 %`), or `–` when nobody is in the base. */
function share(part: number, base: number): string {
  return base > 0 ? percent.format(part / base) : '–'
}

/**
 * The measuring counts of an issue in the studio's newsletter sidebar, beside the delivery
 * counts: delivered (sent), how many of them consented to measuring when their mail went
 * out, unique opens and unique clicks each with their share of those consenting deliveries
 * (the labels name that base: nobody else's opens or clicks are counted), and all clicks.
 * See docs/security.md, "Newsletter measuring".
 */
export function NewsletterMeasuringCounts({
  counts,
}: {
  counts: Pick<DeliveryCounts, 'sent' | 'measured' | 'opened' | 'clicked' | 'clicks'>
}) {
  const { sent, measured, opened, clicked, clicks } = counts
  return (
    <dl
      aria-label="Öffnungen und Klicks"
      data-testid="newsletter-measuring"
      style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 12px', margin: 0 }}
    >
      <dt>Zugestellt</dt>
      <dd data-testid="newsletter-delivered">{sent}</dd>
      <dt>Davon mit Einwilligung zur Zählung</dt>
      <dd data-testid="newsletter-measured">{measured}</dd>
      <dt>Geöffnet (eindeutig, Anteil an Zugestellten mit Einwilligung)</dt>
      <dd data-testid="newsletter-opened">
        {opened} ({share(opened, measured)})
      </dd>
      <dt>Geklickt (eindeutig, Anteil an Zugestellten mit Einwilligung)</dt>
      <dd data-testid="newsletter-clicked">
        {clicked} ({share(clicked, measured)})
      </dd>
      <dt>Klicks insgesamt</dt>
      <dd data-testid="newsletter-clicks">{clicks}</dd>
    </dl>
  )
}
