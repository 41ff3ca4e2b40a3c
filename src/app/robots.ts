import type { MetadataRoute } from 'next'

import { LOCALES } from '@/i18n/locales'
import { siteUrl } from '@/lib/site/url'

/** Account, studio and API paths have nothing for crawlers. */
const PRIVATE_PATHS = [
  '/admin',
  '/api/',
  '/account',
  '/doctor-dashboard',
  '/doctor-profile',
  '/sign-in',
  '/sign-up',
  '/reset-password',
  '/verify-email',
  '/forgot-password',
]

/** `robots.txt`: everything public is open; the per-language sitemaps are listed. */
export default function robots(): MetadataRoute.Robots {
  const base = siteUrl()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: PRIVATE_PATHS }],
    sitemap: LOCALES.map((l) => `${base}/sitemap/${l}.xml`),
  }
}
