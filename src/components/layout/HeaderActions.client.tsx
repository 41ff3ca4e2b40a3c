'use client'

import { lazy, Suspense } from 'react'

import { useSignedInHint } from '@/components/auth/useSignedInHint'
import { MARK_SIGNED_IN_SCRIPT } from '@/lib/auth/signedInHint'

import { MenuPlaceholder, SignedOutActions } from './HeaderParts'

const SignedInActions = lazy(() =>
  import('./SignedInHeader.client').then((m) => ({ default: m.SignedInActions })),
)

/**
 * Doctor header actions. In the cached server HTML and while hydrating, both faces are in
 * the page and an inline module script picks one from the signed-in hint cookie
 * (`html[data-signed-in]`, CSS in globals.css) as soon as the HTML is parsed: 'Anmelden'
 * and 'Mitglied werden' for visitors, the user menu's skeleton for a browser with a
 * session. A module script never holds up the parser, so the page's first lines are
 * painted without waiting for the stylesheet and the app's scripts (docs/performance.md);
 * until it has run, the area is kept empty (`until-hint-read`), so a member never sees the
 * visitor buttons. Once hydrated: the same by `useSignedInHint`, with the user menu
 * (`SignedInHeader.client.tsx`, loaded only then, with the user request).
 */
export function HeaderActions() {
  const hint = useSignedInHint()
  if (hint === null)
    return (
      <div className="until-hint-read contents">
        <script type="module" dangerouslySetInnerHTML={{ __html: MARK_SIGNED_IN_SCRIPT }} />
        <div className="hide-when-signed-in" data-testid="header-signed-out">
          <SignedOutActions />
        </div>
        <div className="show-when-signed-in" data-testid="header-skeleton">
          <MenuPlaceholder />
        </div>
      </div>
    )
  if (!hint) return <SignedOutActions />
  return (
    <Suspense fallback={<MenuPlaceholder />}>
      <SignedInActions />
    </Suspense>
  )
}
