import type { ReactNode } from 'react'

import { AuthCard } from '@/components/auth/AuthCard'
import { secondaryButtonClass } from '@/components/auth/fields'
import { Link } from '@/i18n/navigation'

/**
 * A result card of the newsletter link pages: heading, one explaining
 * paragraph (announced as `role="status"`, or `role="alert"` for a refused link) and a
 * link back to the home page.
 */
export function NewsletterNotice({
  title,
  text,
  icon,
  homeLabel,
  tone = 'status',
}: {
  title: string
  text: string
  icon: ReactNode
  homeLabel: string
  tone?: 'status' | 'alert'
}) {
  return (
    <AuthCard title={title} icon={icon}>
      <p role={tone} className="text-center text-sm text-slate-600">
        {text}
      </p>
      <Link href="/" className={`${secondaryButtonClass} mt-6`}>
        {homeLabel}
      </Link>
    </AuthCard>
  )
}
