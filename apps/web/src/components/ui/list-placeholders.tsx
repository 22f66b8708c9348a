import type { ReactNode } from 'react';
import { SkeletonGrid } from './list-states';

type PulseCardsProps = {
  label: string;
  count: number;
  /** The grid or stack the cards stand in, as the loaded list's. */
  className: string;
  /** One card's height and corners, as a real card's (`h-20 rounded-xl`). */
  card: string;
};

/** Plain pulsing cards while a list loads, each the size of a real one; screen readers hear `label` instead. */
export function PulseCards({ label, count, className, card }: PulseCardsProps) {
  return (
    <SkeletonGrid label={label} count={count} className={className}>
      <div aria-hidden="true" className={`animate-pulse border border-slate-200 bg-white ${card}`} />
    </SkeletonGrid>
  );
}

/** What a staff list says, centred under its heading, when it has nothing to show. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="mt-8 text-center text-slate-600">{children}</p>;
}
