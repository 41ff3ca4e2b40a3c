'use client'

import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

/**
 * A modal dialog (Radix Dialog: focus is trapped inside and returns to the trigger on close,
 * Escape and a click outside close it, the page behind is hidden from screen readers).
 * Client-only: keep it out of the reading pages' server components.
 *
 * ```tsx
 * <Dialog>
 *   <DialogTrigger asChild><Button>Öffnen</Button></DialogTrigger>
 *   <DialogContent closeLabel="Schließen">
 *     <DialogTitle>Titel</DialogTitle>
 *     <DialogDescription>Text</DialogDescription>
 *   </DialogContent>
 * </Dialog>
 * ```
 */
export const Dialog = DialogPrimitive.Root
/** The element that opens the dialog (use `asChild` with a `Button`). */
export const DialogTrigger = DialogPrimitive.Trigger
/** Closes the dialog from inside (use `asChild` with a `Button`). */
export const DialogClose = DialogPrimitive.Close

/**
 * The dialog box over a dimmed page, centred, at most 32 rem wide, with a close button in
 * its corner named `closeLabel` ("Schließen"). Needs a `DialogTitle` inside.
 */
export function DialogContent({
  className,
  children,
  closeLabel,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          aria-label={closeLabel}
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

/** The dialog's heading; names the dialog for screen readers. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('pr-8 text-lg font-semibold text-slate-900', className)}
      {...props}
    />
  )
}

/** The dialog's description text under its title; read when the dialog opens. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('mt-2 text-sm text-slate-600', className)}
      {...props}
    />
  )
}
