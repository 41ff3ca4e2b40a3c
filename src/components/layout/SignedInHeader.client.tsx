'use client'

import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/Button'
import { Link } from '@/i18n/navigation'
import { useSessionUser } from '@/components/auth/useSessionUser'
import { useSignOut } from '@/components/auth/useSignOut'

import { MenuPlaceholder, SignedOutActions, type MenuEntry } from './HeaderParts'
import { UserMenu } from './UserMenu.client'

/**
 * The header's sign-in area for a browser with a signed-in hint: a placeholder while the
 * user is asked for, then the user menu, or the signed-out links when the session turned
 * out to be gone. Loaded by `HeaderActions` only for such browsers, so visitors' pages
 * carry neither the user request (SWR) nor the menu.
 */
export function SignedInActions() {
  const { user, isLoading } = useSessionUser()
  if (isLoading) return <MenuPlaceholder />
  return user ? <UserMenu user={user} /> : <SignedOutActions />
}

/**
 * The mobile menu's entries for a browser with a signed-in hint: the doctor's pages and
 * 'Abmelden' once the user is known, else (still asking, or the session is gone) the
 * signed-out entries. `onChoose` closes the menu.
 */
export function SignedInMenuEntries({
  signedOut,
  onChoose,
  itemClass,
}: {
  signedOut: MenuEntry[]
  onChoose: () => void
  itemClass: string
}) {
  const t = useTranslations('Header')
  const { user } = useSessionUser()
  const signOutAndLeave = useSignOut()
  const entries: MenuEntry[] = user
    ? [
        { href: '/doctor-dashboard', label: t('dashboard') },
        { href: '/doctor-profile', label: t('editProfile') },
        { href: '/account/security', label: t('accountSecurity') },
      ]
    : signedOut
  return (
    <>
      {entries.map((l) => (
        <li key={l.href}>
          <Link href={l.href} onClick={onChoose} className={itemClass}>
            {l.label}
          </Link>
        </li>
      ))}
      {user && (
        <li>
          <Button
            variant="ghost"
            size="lg"
            className="w-full justify-start rounded px-2 font-normal text-slate-800 hover:bg-brand-50"
            onClick={async () => {
              onChoose()
              await signOutAndLeave()
            }}
          >
            {t('signOut')}
          </Button>
        </li>
      )}
    </>
  )
}
