import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

import { controlClass } from './controlClasses'

/** A multi-line text input with the look of `Input` (at least 3 rows high, resizable upwards). */
export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(controlClass, 'min-h-20', className)} {...props} />
}
