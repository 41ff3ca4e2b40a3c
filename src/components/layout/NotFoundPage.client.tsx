'use client'

import dynamic from 'next/dynamic'

/**
 * The not-found boundaries' view, loaded only when a page is not found. Every page's
 * payload names its layout's not-found element, and the browser loads the code of every
 * client component named there: with `NotFoundView` itself, its category defaults and
 * language table would be part of every page's scripts. Rendered on the server as usual.
 */
export const NotFoundPage = dynamic(() =>
  import('./NotFoundView.client').then((m) => m.NotFoundView),
)
