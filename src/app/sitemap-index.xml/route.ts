import { LOCALES } from '@/i18n/locales'
import { siteUrl } from '@/lib/site/url'

/**
 * `GET /sitemap.xml` (rewritten here by next.config.mjs): a sitemap index (sitemaps.org protocol) naming the per-language
 * sitemaps `/sitemap/{locale}.xml`, where crawlers and SEO tools look first. Static per
 * site address; cached by browsers and shared caches for an hour.
 */
export function GET(): Response {
  const base = siteUrl()
  const entries = LOCALES.map(
    (locale) => `  <sitemap><loc>${base}/sitemap/${locale}.xml</loc></sitemap>`,
  ).join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}
</sitemapindex>
`
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, s-maxage=3600',
    },
  })
}
