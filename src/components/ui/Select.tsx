import type { ComponentProps } from 'react'

import { withClassName } from '@/lib/cn'

import { controlClass, controlSizeClass } from './controlClasses'

/**
 * A native `<select>` with the look of `Input`: the browser's own list (keyboard, mobile
 * pickers, form posting) without any script. Children are `<option>` elements.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={withClassName(`${controlClass} ${controlSizeClass.md}`, className)}
      {...props}
    />
  )
}
