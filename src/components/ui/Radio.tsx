import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

/**
 * A native radio button (`<input type="radio">`) in the brand colour with a focus ring: arrow
 * keys move within its `name` group, as the browser does it. Label it by wrapping it and its
 * text in a `<label>`, and group the choices in a `<fieldset>` with a `<legend>`.
 */
export function Radio({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="radio"
      className={cn(
        'size-4 shrink-0 cursor-pointer accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  )
}
