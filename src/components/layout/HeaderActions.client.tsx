'use client'

import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/Button'
import { Skeleton } from '@/components/ui/Skeleton'
import { Link } from '@/i18n/navigation'
import { useSessionUser } from '@/components/auth/useSessionUser'

/** Placeholder of the user menu while it loads or the user is asked for. */
function MenuPlaceholder() {
  return <Skeleton className="hidden h-10 w-40 sm:block" radius="md" />
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
      <Button asChild variant="ghost">
        <Link href="/sign-in">{t('signIn')}</Link>
      </Button>
      <Button asChild>
        <Link href="/subscribe">{t('becomeMember')}</Link>
      </Button>
    </div>
  )
}
