import { AuthCard } from './AuthCard'

/** The loading state of an account screen that checks a link first (verify, reset, account landing). */
export function LoadingCard({ label }: { label: string }) {
  return (
    <AuthCard title={label}>
      <div className="flex justify-center py-4" role="status" aria-live="polite">
        <span
          className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
          aria-hidden
        />
        <span className="sr-only">{label}</span>
      </div>
    </AuthCard>
  )
}
