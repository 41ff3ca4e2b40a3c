import { FileText } from 'lucide-react'

import { Card } from '@/components/ui/Card'

/** An empty list: icon, title and one line of help. */
export function EmptyState({ title, text }: { title: string; text?: string }) {
  return (
    <Card variant="dashed" padding="none" className="rounded-lg px-6 py-16 text-center">
      <FileText className="mx-auto size-10 text-slate-400" aria-hidden />
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      {text && <p className="mt-2 text-sm text-slate-600">{text}</p>}
    </Card>
  )
}
