import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

/** Locale-aware navigation helpers; use these instead of `next/link` so prefixes are right. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing)
