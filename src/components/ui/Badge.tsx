import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { withClassName } from '@/lib/cn'

/**
 * The looks of a badge. Tones (each text/background pair at least 4.5:1, WCAG AA):
 * `neutral` grey, `brand`, `success` green, `warning` amber, `info` blue, `violet`, `accent` (white on
 * the accent colour, "CME"), `dark` (white on near-black, over images). Shapes: `pill`
 * (round ends) or `tag` (small corners). Sizes: `sm` 12 px text, `md` 14 px. Weights:
 * `semibold` (default), `medium`, `normal` (lists of many badges).
 */
export const badgeVariants = cva('inline-flex items-center gap-1', {
  variants: {
    tone: {
      neutral: 'bg-slate-100 text-slate-700',
      brand: 'bg-brand-50 text-brand-700',
      success: 'bg-emerald-100 text-emerald-800',
      warning: 'bg-amber-100 text-amber-800',
      info: 'bg-sky-100 text-sky-800',
      violet: 'bg-violet-100 text-violet-800',
      accent: 'bg-accent-700 text-white',
      dark: 'bg-slate-900/80 text-white',
    },
    shape: { pill: 'rounded-full', tag: 'rounded' },
    size: { sm: 'px-2 py-0.5 text-xs', md: 'px-3 py-1 text-sm' },
    weight: { semibold: 'font-semibold', medium: 'font-medium', normal: 'font-normal' },
  },
  defaultVariants: { tone: 'neutral', shape: 'pill', size: 'sm', weight: 'semibold' },
})

/** A badge's colour pair. */
export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>

type BadgeProps = ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** Renders the single child (`<li>`, `<a>`) with the badge's look instead of a `<span>`. */
    asChild?: boolean
  }

/** A short label (status, count, category) as an inline `<span>`; a plain server-safe element. */
export function Badge({
  className,
  tone,
  shape,
  size,
  weight,
  asChild = false,
  ...props
}: BadgeProps) {
  const Component = asChild ? Slot : 'span'
  return (
    <Component
      className={withClassName(badgeVariants({ tone, shape, size, weight }), className)}
      {...props}
    />
  )
}
