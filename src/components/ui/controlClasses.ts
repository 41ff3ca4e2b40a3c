/**
 * The shared look of text-like form controls (input, textarea, select): white box with a grey
 * border, a brand-coloured focus ring, a red border when `aria-invalid`, a greyed disabled
 * state. 14 px text; pass `text-base` where iOS must not zoom on focus.
 */
export const controlClass =
  'block w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-600 aria-[invalid=true]:border-red-600'
