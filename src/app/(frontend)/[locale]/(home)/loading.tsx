/** Skeleton of a journal page while its articles load (shown instead of a blank page). */
export default function Loading() {
  return (
    <div
      className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-12"
      aria-busy="true"
      role="status"
    >
      <span className="sr-only">…</span>
      <div className="space-y-4 lg:col-span-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="aspect-[16/9] animate-pulse rounded-lg bg-slate-100" />
        ))}
      </div>
      <div className="space-y-4 lg:col-span-6">
        <div className="aspect-[16/9] animate-pulse rounded-lg bg-slate-100" />
        <div className="h-8 w-3/4 animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
      </div>
      <div className="space-y-3 lg:col-span-3">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="h-10 animate-pulse rounded bg-slate-100" />
        ))}
      </div>
    </div>
  )
}
