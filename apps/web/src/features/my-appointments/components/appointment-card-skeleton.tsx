const block = 'animate-pulse rounded bg-slate-200';

/** Shaped like an appointment card, so the grid does not jump when the list arrives. */
export function AppointmentCardSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-2xl border border-slate-200 bg-white p-4 pt-5">
      <div className="flex items-start gap-3">
        <div className={`size-12 rounded-xl ${block}`} />
        <div className="flex-1 space-y-2">
          <div className={`h-4 w-3/4 ${block}`} />
          <div className={`h-3 w-1/3 ${block}`} />
        </div>
        <div className={`h-11 w-12 rounded-lg ${block}`} />
      </div>
      <div className="mt-4 space-y-3">
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <div key={row} className={`h-4 ${row % 2 ? 'w-2/3' : 'w-1/2'} ${block}`} />
        ))}
      </div>
    </div>
  );
}
