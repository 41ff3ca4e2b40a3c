import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

/**
 * A native checkbox (`<input type="checkbox">`) in the brand colour with a focus ring: it
 * posts with the form, works with react-hook-form's `register` and needs no script. Label it
 * with a `<label htmlFor>` next to it or by wrapping both in a `<label>`.
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  )
}
