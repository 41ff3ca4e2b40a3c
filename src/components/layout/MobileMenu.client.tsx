'use client'

import { Menu, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Link } from '@/i18n/navigation'
import { useSessionUser, useSignOut } from '@/components/auth/useSessionUser'
import type { Audience } from '@/lib/audience'

export type NavLink = { href: string; label: string }

/**
 * Mobile navigation: a toggle with the category links; signed out one sign-in entry and
 * 'Mitglied werden', signed in the user menu's pages. Closes when a link is chosen and on
 * Escape.
 */
export function MobileMenu({ links, variant }: { links: NavLink[]; variant: Audience }) {
  const t = useTranslations('Header')
  const [open, setOpen] = useState(false)
  const { user } = useSessionUser()
  const signOutAndLeave = useSignOut()

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  const extra: NavLink[] =
    variant === 'patient'
      ? [{ href: '/patient-search', label: t('findDentist') }]
      : user
        ? [
            { href: '/doctor-dashboard', label: t('dashboard') },
            { href: '/doctor-profile', label: t('editProfile') },
            { href: '/account/security', label: t('accountSecurity') },
          ]
        : [
            { href: '/sign-in', label: t('signIn') },
            { href: '/subscribe', label: t('becomeMember') },
          ]

  return (
    <div className="md:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t('closeMenu') : t('openMenu')}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
      </Button>
      {open && (
        <nav
          id="mobile-menu"
          className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pb-4 shadow-md"
        >
          <ul className="flex flex-col">
            {[...links, ...extra].map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  onClick={() => setOpen(false)}
                  className="block rounded px-2 py-3 text-base text-slate-800 hover:bg-brand-50"
                >
                  {l.label}
                </Link>
              </li>
            ))}
            {user && variant === 'doctor' && (
              <li>
                <Button
                  variant="ghost"
                  size="lg"
                  className="w-full justify-start rounded px-2 font-normal text-slate-800 hover:bg-brand-50"
                  onClick={async () => {
                    setOpen(false)
                    await signOutAndLeave()
                  }}
                >
                  {t('signOut')}
                </Button>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  )
}
