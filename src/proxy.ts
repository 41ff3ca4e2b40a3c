import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Everything except the product/Payload API, the studio, Next internals and files with a
  // dot (public files); `/apix` or `/administrator` still get the localized 404 page.
  matcher: ['/((?!api(?:/|$)|admin(?:/|$)|_next/|_vercel/|.*\\..*).*)'],
}
