'use client'

import { Menu, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { Link } from '@/i18n/navigation'

export type NavLink = { href: string; label: string }

/**
 * Mobile navigation (spec §2: a toggle; signed out it also links /login). Closes when a
 * link is chosen and on Escape.
 */
export function MobileMenu({ links, variant }: { links: NavLink[]; variant: 'doctor' | 'patient' }) {
  const t = useTranslations('Header')
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  const extra: NavLink[] =
    variant === 'doctor'
      ? [
          { href: '/sign-in', label: t('signIn') },
          { href: '/subscribe', label: t('becomeMember') },
          { href: '/login', label: t('login') },
        ]
      : [{ href: '/patient-search', label: t('findDentist') }]

  return (
    <div className="md:hidden">
      <button
        type="button"
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t('closeMenu') : t('openMenu')}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
      </button>
      {open && (
        <nav id="mobile-menu" className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pb-4 shadow-md">
          <ul className="flex flex-col">
            {[...links, ...extra].map((l) => (
              <li key={l.href}>
                <Link href={l.href} onClick={() => setOpen(false)} className="block rounded px-2 py-3 text-base text-slate-800 hover:bg-brand-50">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
