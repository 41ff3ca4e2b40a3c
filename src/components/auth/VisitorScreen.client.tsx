'use client'

import { UserCheck } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useState, type ReactNode } from 'react'

import { Button } from '@/components/ui/Button'
import { Link, useRouter } from '@/i18n/navigation'
import { safeNextPath } from '@/lib/auth/redirects'
import { useSessionUser } from '@/components/auth/useSessionUser'

import { AuthCard } from './AuthCard'

/**
 * Wraps a screen for visitors (sign-in, sign-up, forgot password). When the browser turns
 * out to be signed in on its first look at the session, it goes on to `?next=` (a safe
 * in-site path) or the dashboard, showing "Sie sind bereits angemeldet" with a dashboard
 * link meanwhile. Only that first answer counts, so signing in on this very screen does
 * not swap the form away before the form itself navigates on.
 */
export function VisitorScreen({ children }: { children: ReactNode }) {
  const t = useTranslations('Auth')
  const router = useRouter()
  const next = useSearchParams().get('next')
  const { user, isKnown } = useSessionUser()
  const [firstLook, setFirstLook] = useState<'pending' | 'visitor' | 'signedIn'>('pending')
  if (firstLook === 'pending' && isKnown) setFirstLook(user ? 'signedIn' : 'visitor')
  const signedIn = firstLook === 'signedIn' && user !== null

  useEffect(() => {
    if (signedIn) router.replace(safeNextPath(next))
  }, [signedIn, next, router])

  if (!signedIn) return <>{children}</>
  return (
    <AuthCard title={t('signedIn.title')} icon={<UserCheck className="size-10" aria-hidden />}>
      <p className="text-center text-sm text-slate-600" role="status">
        {t('signedIn.text', { email: user.email })}
      </p>
      <Button asChild className="mt-6 w-full">
        <Link href="/doctor-dashboard">{t('toDashboard')}</Link>
      </Button>
    </AuthCard>
  )
}
