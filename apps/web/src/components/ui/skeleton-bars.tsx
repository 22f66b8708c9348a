/**
 * Grey pulsing bars where text will be, each given by its size and spacing (`h-4 w-1/2`, `mt-2 h-3 w-4/5`), so a
 * placeholder keeps the real content's shape. Hidden from screen readers: the loading line around it speaks for it.
 */
export function SkeletonBars({ bars, className }: { bars: readonly string[]; className?: string }) {
  return (
    <div aria-hidden="true" className={className}>
      {bars.map((bar, index) => (
        <div key={index} className={`animate-pulse rounded bg-slate-200 ${bar}`} />
      ))}
    </div>
  );
}
