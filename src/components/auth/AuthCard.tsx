import type { ReactNode } from 'react'

import { Card } from '@/components/ui/Card'

/**
 * The centred card every account screen uses (sign-in, sign-up, reset, …):
 * a heading (`h1`), an optional subtitle and the content.
 */
export function AuthCard({
  title,
  subtitle,
  children,
  icon,
}: {
  title: string
  subtitle?: string
  children: ReactNode
  icon?: ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card variant="raised" padding="lg" className="sm:p-8">
        {icon && <div className="mb-4 flex justify-center text-brand-600">{icon}</div>}
        <h1 className="text-center text-2xl font-bold wrap-anywhere text-slate-900">{title}</h1>
        {subtitle && <p className="mt-2 text-center text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  )
}
