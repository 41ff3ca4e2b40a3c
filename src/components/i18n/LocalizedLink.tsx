import NextLink from 'next/link'
import type { ComponentProps } from 'react'

import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/**
 * A link to a page of the journal in the reader's language `locale` (a path from
 * `src/lib/routes.ts`, e.g. `/article/12`; German unprefixed, other languages `/en/…`). It
 * renders exactly what `Link` from `@/i18n/navigation` renders for a link within the current
 * language, but as a plain synchronous server component: that `Link` looks the language up
 * asynchronously, so React sends each one as a row of its own in the page's inline payload,
 * with its internal props (`ref`, `locale`, `localeCookie`) spelled out. Lists of many links
 * (cards, title lists, footer) use this one instead. Not for switching the language.
 */
export function LocalizedLink({
  href,
  locale,
  ...rest
}: Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  /** A path of this site without the language prefix. */
  href: string
  locale: Locale
}) {
  return <NextLink href={getPathname({ href, locale })} {...rest} />
}
