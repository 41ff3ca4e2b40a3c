import { Slot } from '@radix-ui/react-slot'
import { useId, type ReactNode } from 'react'

import { withClassName } from '@/lib/cn'

import { Label } from './Label'

type FieldProps = {
  /** The visible label; it names the control. */
  label: ReactNode
  /** Help text under the control, read with it (`aria-describedby`). */
  hint?: ReactNode
  /** The validation message; marks the control `aria-invalid` and is announced (`role="alert"`). */
  error?: string
  /** Something to act on under the control that does not describe it (e.g. a link). */
  action?: ReactNode
  /** The `id` of the control; generated when left out. */
  id?: string
  className?: string
  /** Exactly one control element (`Input`, `Select`, `Textarea`, `PasswordInput`). */
  children: ReactNode
}

/**
 * A form control with its label, hint and error. Wires the accessibility attributes onto the
 * single child: `id` (the label's `htmlFor`), `aria-describedby` (hint and error) and
 * `aria-invalid` while there is an error.
 *
 * ```tsx
 * <Field label="E-Mail" error={errors.email?.message}>
 *   <Input type="email" {...register('email')} />
 * </Field>
 * ```
 */
export function Field({ label, hint, error, action, id, className, children }: FieldProps) {
  const generated = useId()
  const controlId = id ?? generated
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className={withClassName('space-y-1', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      <Slot
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </Slot>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {action}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
