'use client'

import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { Button } from '@/components/ui/Button'
import { toast } from '@/components/ui/toast'
import { authClient } from '@/lib/auth/client/authClient'
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '@/lib/auth/social/providers'

const SOCIAL_ERRORS = [
  'oauth_state',
  'oauth_unverified',
  'oauth_no_account',
  'oauth_account_unverified',
  'oauth_staff',
  'oauth_failed',
] as const

/**
 * Social sign-in buttons: one per configured provider (none when none is configured),
 * leading to the provider through the active auth client (back to `/account`), and the
 * toast for a failed social sign-in that came back with `?error=` ('Anmeldung
 * fehlgeschlagen' / 'Registrierung fehlgeschlagen').
 */
export function SocialButtons({
  providers,
  failedTitle,
}: {
  providers: readonly SocialProvider[]
  failedTitle: string
}) {
  const t = useTranslations('Auth.social')
  const errorText = useApiErrorText()
  const error = useSearchParams().get('error')
  const auth = authClient()
  useEffect(() => {
    const known = SOCIAL_ERRORS.find((e) => e === error)
    if (known)
      toast({ title: failedTitle, description: t(`errors.${known}`), variant: 'destructive' })
  }, [error, failedTitle, t])
  async function startWith(provider: SocialProvider) {
    const result = await auth.signInWithProvider(provider)
    if (!result.ok)
      toast({
        title: failedTitle,
        description: errorText(result) ?? t('errors.oauth_failed'),
        variant: 'destructive',
      })
  }
  if (!providers.length) return null
  return (
    <div className="mt-6">
      <p className="relative mb-4 text-center text-xs tracking-wide text-slate-500 uppercase">
        <span className="bg-white px-2">{t('or')}</span>
      </p>
      <ul className="grid gap-2">
        {providers.map((provider) => (
          <li key={provider}>
            <Button
              variant="secondary"
              onClick={() => void startWith(provider)}
              className="w-full"
              data-testid={`social-${provider}`}
            >
              {t('continueWith', { provider: SOCIAL_PROVIDER_NAMES[provider] })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}
