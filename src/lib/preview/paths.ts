import { articlePath } from '@/lib/routes'

/** A journal path in one language: German has no prefix, the others `/{locale}`. */
export function inLocale(path: string, locale: string): string {
  return locale === 'de' ? path : `/${locale}${path}`
}

/**
 * Path of the staff preview of an article: `/preview/article/{id}` for German,
 * `/{locale}/preview/article/{id}` for the other languages.
 */
export function articlePreviewPath(id: number | string, locale: string): string {
  return inLocale(`/preview${articlePath(id)}`, locale)
}

/**
 * Path of the staff preview of a static page (`about`, `imprint`, …), its newest saved
 * version: `/preview/page/{slug}` for German, `/{locale}/preview/page/{slug}` for the others.
 */
export function pagePreviewPath(slug: string, locale: string): string {
  return inLocale(`/preview/page/${slug}`, locale)
}

/**
 * The studio's preview sizes (Payload Live Preview breakpoints): a desktop window and a
 * phone, next to Payload's own "responsive".
 */
export const PREVIEW_BREAKPOINTS = [
  { name: 'desktop', label: 'Desktop (1280 px)', width: 1280, height: 800 },
  { name: 'phone', label: 'Smartphone (390 px)', width: 390, height: 844 },
]
