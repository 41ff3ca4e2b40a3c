/** One step of a breadcrumb trail: its visible name and absolute URL. */
export type Breadcrumb = { name: string; url: string }

/**
 * schema.org `BreadcrumbList` (Google "Breadcrumb" structured data): the trail
 * from the home page to the current page, positions counted from 1.
 */
export function breadcrumbJsonLd(trail: readonly Breadcrumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  }
}
