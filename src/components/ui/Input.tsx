import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

import { controlClass } from './controlClasses'

/**
 * A single-line text input with the journal's look (see `controlClass`). Takes every
 * `<input>` prop, including `ref` (react-hook-form's `register`). Put it inside a `Field`
 * for its label, hint and error.
 */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClass, className)} {...props} />
}
