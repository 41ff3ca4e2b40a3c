'use client'

import { useSyncExternalStore } from 'react'

/** One notification: a title, an optional description, destructive for errors. */
export type ToastMessage = {
  id: number
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

let current: ToastMessage | null = null
let nextId = 1
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

/**
 * Shows a toast. One at a time, so a new toast replaces the visible one. Safe to
 * call right before a client-side navigation: the Toaster lives in the root layout.
 */
export function toast(message: Omit<ToastMessage, 'id'>): void {
  current = { ...message, id: nextId++ }
  emit()
}

/** Hides the visible toast. */
export function dismissToast(): void {
  current = null
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The visible toast (or null), for the Toaster. */
export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}
