'use client'

import { useNav } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** Narrowest window (CSS pixels) in which the studio's navigation stays open beside the page. */
export const NAV_OPEN_MIN_WIDTH = 1280

/**
 * Keeps the studio's navigation visible on laptop screens: Payload closes it behind the
 * menu button in every window up to 1440 px wide, although from 1280 px the navigation and
 * a list fit side by side. Once the navigation has loaded, this opens it in a window at
 * least NAV_OPEN_MIN_WIDTH wide. It does so once per page load, so an editor who closes it
 * with the menu button keeps it closed while working. Renders nothing
 * (`admin.components.beforeNavLinks`).
 */
export function OpenNavOnWideScreens() {
  const { hydrated, navOpen, setNavOpen } = useNav()
  const done = useRef(false)
  useEffect(() => {
    if (!hydrated || done.current) return
    done.current = true
    if (!navOpen && window.matchMedia(`(min-width: ${NAV_OPEN_MIN_WIDTH}px)`).matches)
      setNavOpen(true)
  }, [hydrated, navOpen, setNavOpen])
  return null
}
