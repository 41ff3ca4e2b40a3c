'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { ChevronDown, UserRound } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/Button'
import { Link } from '@/i18n/navigation'
import { isStaffUser } from '@/lib/auth/roles'
import type { SessionUser } from '@/components/auth/useSessionUser'
import { useSignOut } from '@/components/auth/useSignOut'

const itemClass =
  'block cursor-pointer rounded px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700'

/**
 * The signed-in doctor's menu in the header: the name opens Arzt-Dashboard, Profil
 * bearbeiten, Konto-Sicherheit, the studio for staff, and Abmelden (signs out, then goes to
 * `/`). Loaded by `HeaderActions` only for a signed-in reader, so visitors' pages carry no
 * menu code.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const t = useTranslations('Header')
  const signOutAndLeave = useSignOut()
  const name =
    [user.user_metadata.firstName, user.user_metadata.lastName].filter(Boolean).join(' ') ||
    user.email
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          className="hidden px-3 sm:inline-flex"
          // The visible name starts the accessible one (WCAG 2.5.3 label in name).
          aria-label={`${name}, ${t('userMenu')}`}
        >
          <UserRound className="size-4" aria-hidden />
          <span className="max-w-40 truncate">{name}</span>
          <ChevronDown className="size-4" aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/doctor-dashboard">{t('dashboard')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/doctor-profile">{t('editProfile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/account/security">{t('accountSecurity')}</Link>
          </DropdownMenu.Item>
          {isStaffUser(user) && (
            <DropdownMenu.Item asChild className={itemClass}>
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the studio is another root layout: a full page load is right */}
              <a href="/admin">{t('studio')}</a>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOutAndLeave()}>
            {t('signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
