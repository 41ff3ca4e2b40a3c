import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { withClassName } from '@/lib/cn'

/**
 * The looks of a card. Variants: `default` (white, grey border), `raised` (with a shadow),
 * `dashed` (an empty state or placeholder), `brand` (light brand background, for offers).
 * Padding: `none`, `sm` 16 px, `md` 20 px, `lg` 24 px.
 */
export const cardVariants = cva('rounded-xl border', {
  variants: {
    variant: {
      default: 'border-slate-200 bg-white',
      raised: 'border-slate-200 bg-white shadow-sm',
      dashed: 'border-dashed border-slate-300',
      brand: 'border-brand-100 bg-brand-50',
    },
    padding: { none: '', sm: 'p-4', md: 'p-5', lg: 'p-6' },
  },
  defaultVariants: { variant: 'default', padding: 'md' },
})

type CardProps = ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** Renders the single child (`<section>`, `<li>`, `<form>`) with the card's look instead of a `<div>`. */
    asChild?: boolean
  }

/** A bordered, rounded box grouping related content. A plain element: server components can use it. */
export function Card({ className, variant, padding, asChild = false, ...props }: CardProps) {
  const Component = asChild ? Slot : 'div'
  return (
    <Component
      className={withClassName(cardVariants({ variant, padding }), className)}
      {...props}
    />
  )
}
