'use client'

import { lazy, Suspense } from 'react'

import { useSignedInHint } from '@/components/auth/useSignedInHint'

const RecommendPanel = lazy(() =>
  import('./RecommendPanel.client').then((m) => ({ default: m.RecommendPanel })),
)

/**
 * 'Für Patienten empfehlen' under a patient article, for signed-in dentists (and staff):
 * the panel, with the user request and the QR code library, loads only in a browser with
 * a signed-in hint, so visitors' pages carry none of it. `locales`: the languages the
 * article has (German first).
 */
export function RecommendForPatients({
  articleId,
  locales,
}: {
  articleId: number
  locales: string[]
}) {
  const hint = useSignedInHint()
  if (!hint) return null
  return (
    <Suspense fallback={null}>
      <RecommendPanel articleId={articleId} locales={locales} />
    </Suspense>
  )
}
