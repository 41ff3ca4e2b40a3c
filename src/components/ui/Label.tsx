import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

/** The label above a form control (14 px, medium weight, dark grey). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('block text-sm font-medium text-slate-700', className)} {...props} />
}
