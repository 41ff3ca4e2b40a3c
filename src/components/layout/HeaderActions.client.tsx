'use client'

import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'
import { useSessionUser } from '@/components/auth/useSessionUser'

/** Placeholder of the user menu while it loads or the user is asked for. */
function MenuPlaceholder() {
  return (
    <span className="hidden h-9 w-40 animate-pulse rounded-md bg-slate-100 sm:block" aria-hidden />
  )
}

const UserMenu = dynamic(() => import('./UserMenu.client').then((m) => m.UserMenu), {
  ssr: false,
  loading: MenuPlaceholder,
})

/**
 * Doctor header actions: signed out (and in the cached server HTML), 'Anmelden'
 * (/sign-in) and 'Mitglied werden' (/subscribe); signed in, the user menu
 * (`UserMenu.client.tsx`, loaded only then).
 */
export function HeaderActions() {
  const t = useTranslations('Header')
  const { user, isLoading } = useSessionUser()

  if (isLoading) return <MenuPlaceholder />
  if (user) return <UserMenu user={user} />
  return (
    <div className="hidden items-center gap-2 sm:flex">
      <Link
        href="/sign-in"
        className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        {t('signIn')}
      </Link>
      <Link
        href="/subscribe"
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t('becomeMember')}
      </Link>
    </div>
  )
}
