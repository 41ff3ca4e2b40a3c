/**
 * Button looks of the account and payment screens, in a plain module so server components
 * can use them too (a value exported from a client module is only a reference there).
 */

/** A secondary action styled as a button (links and buttons on result cards). */
export const secondaryButtonClass =
  'inline-flex w-full items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50'

/** A primary action styled as a button, for links. */
export const primaryButtonClass =
  'inline-flex w-full items-center justify-center rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700'
