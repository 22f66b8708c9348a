/** A card-shaped placeholder with the real card's proportions, so the grid does not jump when doctors arrive. */
export function DoctorCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="aspect-square w-full animate-pulse bg-slate-200" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-4/5 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-8 w-full animate-pulse rounded-lg bg-slate-200" />
        <div className="h-8 w-full animate-pulse rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}
