'use client'

import { useNav, useWindowInfo } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

/** Narrowest window (CSS pixels) in which the studio's navigation stays open beside the page. */
export const NAV_OPEN_MIN_WIDTH = 1280

/**
 * Keeps the studio's navigation open beside the page on laptop screens
 * (`admin.components.providers`, so it runs on every studio page, nav open or not).
 *
 * Payload lays the navigation out as a column beside the page at every width above 768 px,
 * but closes it whenever its window breakpoints are measured or change (the first
 * measurement after loading, and resizing across 1440, 1024 or 768 px) while the window is
 * at most 1440 px wide. Between NAV_OPEN_MIN_WIDTH and 1440 px the navigation and a list
 * fit side by side, so this opens it again right after each of those closes (a timer, so
 * it runs after Payload's own close of the same render). An editor who closes it with the
 * menu button keeps it closed until the next page load. Above 1440 px Payload's own rule
 * applies: open unless the editor closed it there (stored as a preference); below 1280 px
 * the navigation stays behind the menu button. Renders its children unchanged.
 */
export function OpenNavOnWideScreens({ children }: { children?: ReactNode }) {
  const { setNavOpen } = useNav()
  const {
    breakpoints: { l: upTo1440, m: upTo1024, s: upTo768 },
  } = useWindowInfo()
  useEffect(() => {
    if (upTo1440 !== true || upTo1024) return
    if (!window.matchMedia(`(min-width: ${NAV_OPEN_MIN_WIDTH}px)`).matches) return
    const timer = window.setTimeout(() => setNavOpen(true), 0)
    return () => window.clearTimeout(timer)
  }, [upTo1440, upTo1024, upTo768, setNavOpen])
  return <>{children}</>
}
