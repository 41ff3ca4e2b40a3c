import type { ReactNode } from 'react'

import { Button } from '@/components/ui/Button'
import { AuthCard } from '@/components/auth/AuthCard'
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
      <Button asChild variant="secondary" className="mt-6 w-full">
        <Link href="/">{homeLabel}</Link>
      </Button>
    </AuthCard>
  )
}
