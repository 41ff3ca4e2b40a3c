import type { ComponentProps } from 'react'

import { withClassName } from '@/lib/cn'

import { controlClass, controlSizeClass } from './controlClasses'

/** A multi-line text input with the look of `Input` (at least 3 rows high, resizable upwards). */
export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={withClassName(`${controlClass} ${controlSizeClass.md} min-h-20`, className)}
      {...props}
    />
  )
}
