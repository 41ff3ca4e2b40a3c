import type { ComponentProps } from 'react'

const RADIUS = { sm: 'rounded', md: 'rounded-md', xl: 'rounded-xl' } as const

/**
 * A pulsing grey placeholder where content is still loading. Hidden from screen readers;
 * give it its size and position with classes (`h-4 w-32`, `mt-4`; not its colour, corners
 * or animation: `radius` sets the corners, 4, 6 or 12 px), and mark the loading region
 * `aria-busy`. The classes are joined, not merged (no tailwind-merge while a page starts).
 */
export function Skeleton({
  className,
  radius = 'sm',
  ...props
}: ComponentProps<'div'> & { radius?: keyof typeof RADIUS }) {
  return (
    <div
      aria-hidden
      className={`animate-pulse bg-slate-100 ${RADIUS[radius]}${className ? ` ${className}` : ''}`}
      {...props}
    />
  )
}
