import type { ComponentProps } from 'react'

import { withClassName } from '@/lib/cn'

import { controlClass, controlSizeClass } from './controlClasses'

/**
 * A single-line text input with the journal's look (see `controlClass`). Takes every
 * `<input>` prop, including `ref` (react-hook-form's `register`); `controlSize` `lg` for a
 * large field that phones must not zoom into (see `controlSizeClass`). Put it inside a `Field`
 * for its label, hint and error.
 */
export function Input({
  className,
  type = 'text',
  controlSize = 'md',
  ...props
}: ComponentProps<'input'> & { controlSize?: keyof typeof controlSizeClass }) {
  return (
    <input
      type={type}
      className={withClassName(`${controlClass} ${controlSizeClass[controlSize]}`, className)}
      {...props}
    />
  )
}
