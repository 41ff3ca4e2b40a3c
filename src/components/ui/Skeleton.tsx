import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

/**
 * A pulsing grey placeholder where content is still loading. Hidden from screen readers;
 * give it its size with classes (`h-4 w-32`), and mark the loading region `aria-busy`.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden className={cn('animate-pulse rounded bg-slate-100', className)} {...props} />
  )
}
