'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { Button } from '@/components/ui/Button'
import { toast } from '@/components/ui/toast'
import { useRouter } from '@/i18n/navigation'
import { authClient } from '@/lib/auth/client/authClient'
import { useSessionUser } from '@/components/auth/useSessionUser'

/**
 * "Auf allen Geräten abmelden" on `/account/security`: ends every session of the account,
 * this one included, so a forgotten or stolen session anywhere is over at once (a
 * password change does the same for every other session). On success a toast confirms
 * it and the page goes to `/sign-in`; on failure an error toast shows and nothing changed.
 */
export function SignOutEverywhere() {
  const t = useTranslations('Auth')
  const errorText = useApiErrorText()
  const auth = authClient()
  const router = useRouter()
  const { mutate } = useSessionUser()
  const [busy, setBusy] = useState(false)

  const signOutEverywhere = async () => {
    setBusy(true)
    const result = await auth.signOutEverywhere()
    setBusy(false)
    if (!result.ok)
      return toast({
        title: t('errorTitle'),
        description: errorText(result) ?? t('errorGeneric'),
        variant: 'destructive',
      })
    toast({ title: t('security.signedOutEverywhereTitle') })
    await mutate(null, { revalidate: false })
    router.replace('/sign-in')
  }

  return (
    <section
      aria-labelledby="sign-out-everywhere"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:col-span-2"
    >
      <h2 id="sign-out-everywhere" className="text-lg font-semibold text-slate-900">
        {t('security.sessionsTitle')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('security.signOutEverywhereText')}</p>
      <Button
        type="button"
        variant="secondary"
        className="mt-4"
        busy={busy}
        onClick={signOutEverywhere}
      >
        {t('security.signOutEverywhere')}
      </Button>
    </section>
  )
}
