/** Journal path of an article for readers: `/article/{id}`, `/{locale}/article/{id}` elsewhere. */
export function articlePath(id: number | string, locale: string): string {
  return `${locale === 'de' ? '' : `/${locale}`}/article/${id}`
}

/**
 * Path of the staff preview of an article: `/preview/article/{id}` for German,
 * `/{locale}/preview/article/{id}` for the other languages.
 */
export function articlePreviewPath(id: number | string, locale: string): string {
  return `${locale === 'de' ? '' : `/${locale}`}/preview/article/${id}`
}

/**
 * The studio's preview sizes (Payload Live Preview breakpoints): a desktop window and a
 * phone, next to Payload's own "responsive".
 */
export const PREVIEW_BREAKPOINTS = [
  { name: 'desktop', label: 'Desktop (1280 px)', width: 1280, height: 800 },
  { name: 'phone', label: 'Smartphone (390 px)', width: 390, height: 844 },
]
