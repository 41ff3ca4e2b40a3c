import { Eye } from 'lucide-react'

/** The label every preview screen carries: it shows sample data, not an account. */
export function PreviewBanner({ text }: { text: string }) {
  return (
    <p
      role="note"
      className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900"
    >
      <Eye className="size-4" aria-hidden />
      {text}
    </p>
  )
}
