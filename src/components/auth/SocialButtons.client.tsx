'use client'

import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { toast } from '@/components/ui/toast'
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '@/lib/auth/social/providers'

import { secondaryButtonClass } from './fields'

/** Supabase's provider names (spec §7: google, apple, linkedin_oidc, facebook). */
const SUPABASE_PROVIDER: Record<SocialProvider, string> = { google: 'google', apple: 'apple', linkedin: 'linkedin_oidc', facebook: 'facebook' }
const SOCIAL_ERRORS = ['oauth_state', 'oauth_unverified', 'oauth_no_account', 'oauth_failed'] as const

/**
 * Where a provider button leads: Payload mode starts the flow at
 * `/api/auth/oauth/{provider}`; Supabase mode at the project's `/auth/v1/authorize`,
 * both returning to `/account` (spec §7).
 */
function providerHref(provider: SocialProvider): string {
  const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL
  if (supabaseUrl) {
    const redirect = `${window.location.origin}/account`
    return `${supabaseUrl.replace(/\/+$/, '')}/auth/v1/authorize?provider=${SUPABASE_PROVIDER[provider]}&redirect_to=${encodeURIComponent(redirect)}`
  }
  return `/api/auth/oauth/${provider}?next=/account`
}

/**
 * Social sign-in buttons (issue 8): one per configured provider (none when none is
 * configured), and the toast for a failed social sign-in that came back with `?error=`
 * (spec §8 'Anmeldung fehlgeschlagen' / 'Registrierung fehlgeschlagen').
 */
export function SocialButtons({ providers, failedTitle }: { providers: readonly SocialProvider[]; failedTitle: string }) {
  const t = useTranslations('Auth.social')
  const error = useSearchParams().get('error')
  useEffect(() => {
    const known = SOCIAL_ERRORS.find((e) => e === error)
    if (known) toast({ title: failedTitle, description: t(`errors.${known}`), variant: 'destructive' })
  }, [error, failedTitle, t])
  if (!providers.length) return null
  return (
    <div className="mt-6">
      <p className="relative mb-4 text-center text-xs uppercase tracking-wide text-slate-500">
        <span className="bg-white px-2">{t('or')}</span>
      </p>
      <ul className="grid gap-2">
        {providers.map((provider) => (
          <li key={provider}>
            <a href={providerHref(provider)} className={secondaryButtonClass} data-testid={`social-${provider}`}>
              {t('continueWith', { provider: SOCIAL_PROVIDER_NAMES[provider] })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
