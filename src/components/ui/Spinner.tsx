import { cn } from '@/lib/cn'

type SpinnerProps = {
  /** `sm` 16 px (inside buttons), `md` 32 px (a loading card). */
  size?: 'sm' | 'md'
  /** `current` takes the text colour (white on a primary button); `brand` the brand colour. */
  tone?: 'current' | 'brand'
  /** Announced text ("Wird geladen …"); without it the spinner is decoration (aria-hidden). */
  label?: string
  className?: string
}

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-4' }
const tones = {
  current: 'border-current/30 border-t-current',
  brand: 'border-brand-100 border-t-brand-600',
}

/**
 * A turning ring for work in progress. With `label` it is a polite live region
 * (`role="status"`) whose text only screen readers get; without it, it is hidden from them
 * (the surrounding text or `aria-busy` says what is going on).
 */
export function Spinner({ size = 'sm', tone = 'current', label, className }: SpinnerProps) {
  const ring = (
    <span
      className={cn(
        'inline-block shrink-0 animate-spin rounded-full',
        sizes[size],
        tones[tone],
        className,
      )}
      aria-hidden
    />
  )
  if (!label) return ring
  return (
    <span role="status" className="inline-flex">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  )
}
