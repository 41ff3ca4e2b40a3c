import type { Audience } from '@/lib/audience'

/**
 * The Dentaljournal word mark with a tooth symbol; the patient variant adds a small label,
 * `patientLabel` in the reader's language (`Header.patientBadge`).
 */
export function Logo({ variant, patientLabel }: { variant: Audience; patientLabel: string }) {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-brand-700">
      <svg viewBox="0 0 200 240" className="size-7 fill-brand-500" aria-hidden>
        <path d="M100 10c-22 0-38 10-50 10S22 10 12 24C-4 46 6 92 18 130c10 32 14 90 34 98 18 8 22-52 48-52s30 60 48 52c20-8 24-66 34-98 12-38 22-84 6-106-10-14-26-4-38-4S122 10 100 10z" />
      </svg>
      <span>
        Dental<span className="text-slate-900">journal</span>
      </span>
      {variant === 'patient' && (
        // On phones the header has no room for it: the patient colours mark the section.
        // A brand tag, written out: the header is client code, and a Badge with extra classes
        // would run tailwind-merge while every patient page starts.
        <span className="hidden items-center rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-700 sm:inline-flex">
          {patientLabel}
        </span>
      )}
    </span>
  )
}
