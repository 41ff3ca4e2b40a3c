import type { ComponentProps } from 'react'

import { withClassName } from '@/lib/cn'

/** The label above a form control (14 px, medium weight, dark grey). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={withClassName('block text-sm font-medium text-slate-700', className)}
      {...props}
    />
  )
}
