import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { withClassName } from '@/lib/cn'

import { Spinner } from './Spinner'
import { textLinkClass } from './textLink'

/**
 * The looks of a button, also for elements that are not a `<Button>` (a cmdk item, a menu
 * entry). Variants: `primary` (filled brand colour, the one main action of a screen),
 * `secondary` (white with a grey border), `outline` (white with a brand border), `ghost`
 * (no background until hovered: navigation and toolbars), `toolbar` (a ghost in regular
 * weight: the header's search and language buttons), `danger` (destructive), `link` (looks
 * like a text link; always the `inline` size). Sizes: `sm` min. 32 px high, `md` 40 px,
 * `lg` 44 px (large text), `icon` a 40 px square, `icon-sm` a 32 px square, `compact`
 * 40 px high with little padding (header), `inline` no box (text links). Every colour pair
 * meets WCAG AA contrast (4.5:1) on white. No two classes of one combination set the same
 * property, so a button without a `className` needs no class merging (`withClassName`).
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center rounded-md text-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 font-semibold text-white hover:bg-brand-700',
        secondary:
          'border border-slate-300 bg-white font-semibold text-slate-700 hover:bg-slate-50',
        outline: 'border border-brand-600 bg-white font-semibold text-brand-700 hover:bg-brand-50',
        ghost: 'font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        toolbar: 'font-normal text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        danger: 'bg-red-700 font-semibold text-white hover:bg-red-800',
        link: textLinkClass,
      },
      size: {
        sm: 'min-h-8 gap-2 px-3 py-1 text-sm',
        md: 'min-h-10 gap-2 px-4 py-2 text-sm',
        lg: 'min-h-11 gap-2 px-5 py-2.5 text-base',
        icon: 'size-10 gap-2 p-0',
        'icon-sm': 'size-8 gap-2 p-0',
        compact: 'min-h-10 gap-1.5 px-2 py-2 text-sm',
        inline: 'gap-2 text-sm',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /**
     * Renders the single child element (a `<Link>`, an `<a>`) with the button's look and
     * props instead of a `<button>`: a link that looks like a button stays a link.
     */
    asChild?: boolean
    /**
     * Work in progress: shows a spinner before the label, sets `aria-busy` and disables the
     * button so a form is not sent twice. Ignored with `asChild`.
     */
    busy?: boolean
  }

/**
 * The journal's button. A real `<button>` (default `type="button"`, so it never submits a
 * form by accident; pass `type="submit"` for the form's action) with a visible focus ring,
 * a disabled look, and keyboard use from the browser. Server components can render it.
 *
 * ```tsx
 * <Button type="submit" busy={isSubmitting}>Anmelden</Button>
 * <Button asChild variant="secondary"><Link href="/sign-in">Anmelden</Link></Button>
 * ```
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  busy = false,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const classes = withClassName(
    buttonVariants({ variant, size: variant === 'link' ? 'inline' : size }),
    className,
  )
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    )
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <Spinner />}
      {children}
    </button>
  )
}
