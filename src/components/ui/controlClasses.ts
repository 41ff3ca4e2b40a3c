/**
 * The shared look of text-like form controls (input, textarea, select): white box with a grey
 * border, a brand-coloured focus ring, a red border when `aria-invalid`, a greyed disabled
 * state. Its text size and height come from `controlSizeClass`.
 */
export const controlClass =
  'block w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-600 aria-[invalid=true]:border-red-600'

/**
 * Text size and height of a control: `md` 14 px text; `lg` at least 44 px high with 16 px
 * text on phones (iOS does not zoom into a field with 16 px text when it gets the focus),
 * 14 px from 640 px up.
 */
export const controlSizeClass = { md: 'text-sm', lg: 'min-h-11 text-base sm:text-sm' } as const
