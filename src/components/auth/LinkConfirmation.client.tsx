'use client'

import { UserRoundCheck } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Link } from '@/i18n/navigation'
import type { LinkPreview } from '@/lib/auth/linkPreview'

import { AuthCard } from './AuthCard'

/**
 * The question a sign-in link's landing page asks before it signs in, when the link was
 * not asked for in this browser or another account is signed in here: "Als d…@praxis.de
 * anmelden?" (the masked address of `preview`), a note naming the account signed in now
 * (`preview.signedInAs`), a hint for the `kind` of link, the button that calls `onConfirm`
 * (busy until it settles) and a way out to the home page that uses nothing up.
 */
export function LinkConfirmation({
  kind,
  preview,
  onConfirm,
}: {
  kind: 'magic' | 'verify'
  preview: LinkPreview
  onConfirm: () => Promise<void>
}) {
  const t = useTranslations('Auth.linkConfirm')
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
    }
  }
  return (
    <AuthCard
      title={t('title', { email: preview.email })}
      icon={<UserRoundCheck className="size-10" aria-hidden />}
    >
      {preview.signedInAs && (
        <p
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="other-session"
        >
          {t('otherSession', { email: preview.signedInAs })}
        </p>
      )}
      <p className="text-center text-sm text-slate-600">
        {kind === 'magic' ? t('magicHint') : t('verifyHint')}
      </p>
      <div className="mt-6 space-y-3">
        <Button type="button" className="w-full" busy={busy} onClick={confirm}>
          {t('confirm')}
        </Button>
        <Button asChild variant="secondary" className="w-full">
          <Link href="/">{t('cancel')}</Link>
        </Button>
      </div>
    </AuthCard>
  )
}
