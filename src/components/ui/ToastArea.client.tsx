'use client'

import * as Toast from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { clsx } from 'clsx'

import { dismissToast, useCurrentToast } from './toast'

/** A toast stays 5000 ms; swiping it right 50 px dismisses it; F8 focuses the toast area. */
export const TOAST_DURATION_MS = 5000

/**
 * The toast area (Radix Toast: announced to screen readers, pauses while hovered or
 * focused, F8 focuses it). Shows the toast of `toast()`. Loaded by `Toaster` when the first
 * toast of a page visit appears.
 */
export function ToastArea() {
  const t = useTranslations('Common')
  const message = useCurrentToast()
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('notification')}
    >
      {message && (
        <Toast.Root
          key={message.id}
          type={message.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast()}
          className={clsx(
            'relative grid gap-1 rounded-md border p-4 pr-10 shadow-lg data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            message.variant === 'destructive'
              ? 'border-red-200 bg-red-50 text-red-900'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <Toast.Title className="text-sm font-semibold">{message.title}</Toast.Title>
          {message.description && (
            <Toast.Description className="text-sm opacity-90">
              {message.description}
            </Toast.Description>
          )}
          <Toast.Close
            className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100"
            aria-label={t('close')}
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        hotkey={['F8']}
        label={t('notifications', { hotkey: '{hotkey}' })}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  )
}
