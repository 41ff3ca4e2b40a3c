import { Spinner } from '@/components/ui/Spinner'
import { AuthCard } from './AuthCard'

/** The loading state of an account screen that checks a link first (verify, reset, account landing). */
export function LoadingCard({ label }: { label: string }) {
  return (
    <AuthCard title={label}>
      <div className="flex justify-center py-4">
        <Spinner size="md" tone="brand" label={label} />
      </div>
    </AuthCard>
  )
}
