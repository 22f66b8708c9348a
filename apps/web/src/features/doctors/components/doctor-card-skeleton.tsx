import { SkeletonBars } from '@/components/ui/skeleton-bars';

/** A card-shaped placeholder with the real card's proportions, so the grid does not jump when doctors arrive. */
export function DoctorCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="aspect-square w-full animate-pulse bg-slate-200" />
      <SkeletonBars
        bars={['h-4 w-4/5', 'h-3 w-1/2', 'h-3 w-2/3', 'h-8 w-full rounded-lg', 'h-8 w-full rounded-lg']}
        className="space-y-2 p-3"
      />
    </div>
  );
}
