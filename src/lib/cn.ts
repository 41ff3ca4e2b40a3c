import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names (strings, arrays, `{ class: condition }` objects, falsy values skipped)
 * and lets a later Tailwind class win over an earlier one of the same property, so a
 * component's caller can override its defaults: `cn('px-4 py-2', 'px-6')` gives `py-2 px-6`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
