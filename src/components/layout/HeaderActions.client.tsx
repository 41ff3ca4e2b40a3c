'use client'

import { lazy, Suspense } from 'react'

import { useSignedInHint } from '@/components/auth/useSignedInHint'

import { MenuPlaceholder, SignedOutActions } from './HeaderParts'

const SignedInActions = lazy(() =>
  import('./SignedInHeader.client').then((m) => ({ default: m.SignedInActions })),
)

/**
 * Doctor header actions: signed out (and in the cached server HTML, and while hydrating),
 * 'Anmelden' and 'Mitglied werden'; in a browser with a signed-in hint, the user menu
 * (`SignedInHeader.client.tsx`, loaded only then, with the user request).
 */
export function HeaderActions() {
  const hint = useSignedInHint()
  if (!hint) return <SignedOutActions />
  return (
    <Suspense fallback={<MenuPlaceholder />}>
      <SignedInActions />
    </Suspense>
  )
}
