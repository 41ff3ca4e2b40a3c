'use client'

import { Eye, EyeOff } from 'lucide-react'
import { useState, type ComponentProps } from 'react'

import { cn } from '@/lib/cn'

import { Input } from './Input'

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Accessible name of the toggle while the password is hidden ("Passwort anzeigen"). */
  showLabel: string
  /** Accessible name of the toggle while the password is shown ("Passwort verbergen"). */
  hideLabel: string
}

/**
 * A password input with a show/hide toggle (a pressed-state button inside the box). Takes
 * every `<input>` prop and a `ref`, so it works with react-hook-form and inside `Field`.
 */
export function PasswordInput({ showLabel, hideLabel, className, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <Input {...input} type={visible ? 'text' : 'password'} className={cn('pr-10', className)} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex items-center rounded-r-md px-3 text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-500"
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
      >
        {visible ? (
          <EyeOff className="size-4" aria-hidden />
        ) : (
          <Eye className="size-4" aria-hidden />
        )}
      </button>
    </div>
  )
}
