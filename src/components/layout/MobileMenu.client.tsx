'use client'

import { Menu, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { lazy, Suspense, useEffect, useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Link } from '@/i18n/navigation'
import { useSignedInHint } from '@/components/auth/useSignedInHint'
import type { Audience } from '@/lib/audience'

import type { MenuEntry } from './HeaderParts'

export type NavLink = MenuEntry

const SignedInMenuEntries = lazy(() =>
  import('./SignedInHeader.client').then((m) => ({ default: m.SignedInMenuEntries })),
)

const itemClass = 'block rounded px-2 py-3 text-base text-slate-800 hover:bg-brand-50'

/**
 * Mobile navigation: a toggle with the category links; signed out one sign-in entry
 * ('Anmelden', to /login) and 'Mitglied werden', signed in the user menu's pages and
 * 'Abmelden' (those, with the user request, come from `SignedInHeader.client.tsx`, loaded
 * only in a browser with a signed-in
 * hint). Closes when a link is chosen and on Escape.
 */
export function MobileMenu({ links, variant }: { links: NavLink[]; variant: Audience }) {
  const t = useTranslations('Header')
  const [open, setOpen] = useState(false)
  const hint = useSignedInHint()

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  const signedOut: NavLink[] =
    variant === 'patient'
      ? [{ href: '/patient-search', label: t('findDentist') }]
      : [
          // The spec's mobile menu links /login (the same sign-in as /sign-in).
          { href: '/login', label: t('signIn') },
          { href: '/subscribe', label: t('becomeMember') },
        ]
  const close = () => setOpen(false)
  const entries = (list: NavLink[]) =>
    list.map((l) => (
      <li key={l.href}>
        <Link href={l.href} onClick={close} className={itemClass}>
          {l.label}
        </Link>
      </li>
    ))

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
            {entries(links)}
            {hint && variant === 'doctor' ? (
              <Suspense fallback={entries(signedOut)}>
                <SignedInMenuEntries signedOut={signedOut} onChoose={close} itemClass={itemClass} />
              </Suspense>
            ) : (
              entries(signedOut)
            )}
          </ul>
        </nav>
      )}
    </div>
  )
}
