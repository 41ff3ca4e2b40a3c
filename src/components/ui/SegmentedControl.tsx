import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

type SegmentedControlProps<Value extends string> = {
  /** The chosen option. */
  value: Value
  /** The options in order, each a value and its visible label. */
  options: { value: Value; label: ReactNode }[]
  /** Called with the option pressed. */
  onChange: (value: Value) => void
  /** Names the group for screen readers ("Anmeldeart"). */
  label: string
  className?: string
}

/**
 * A row of mutually exclusive choices on a grey track (e.g. "Passwort | Magic Link"): a
 * `role="group"` of buttons, the chosen one `aria-pressed` and raised in white. Each option is
 * a real button, so Tab and Enter/Space work. Use it from client components (it takes a
 * callback).
 */
export function SegmentedControl<Value extends string>({
  value,
  options,
  onChange,
  label,
  className,
}: SegmentedControlProps<Value>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('flex gap-1 rounded-lg bg-slate-100 p-1', className)}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          onClick={() => onChange(option.value)}
          aria-pressed={value === option.value}
          className={cn(
            'inline-flex flex-1 items-center justify-center gap-1 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            value === option.value
              ? 'bg-white text-brand-700 shadow-sm'
              : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
