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

/**
 * `base`, one conflict-free class string (a variant table's output: the kit's tables are
 * checked to be conflict-free in `tests/unit/uiKit.test.ts`), with the caller's `className`
 * merged over it as `cn` does. Without a `className`, `base` as it is: tailwind-merge is not
 * run, because its first use builds its class map, tens of milliseconds on a phone while a
 * page starts. Reading pages' client components therefore pass no `className` to the kit.
 */
export function withClassName(base: string, className?: string | null | false): string {
  return className ? twMerge(base, className) : base
}
