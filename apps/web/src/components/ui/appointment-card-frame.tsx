import type { AppointmentStatus } from '@hospital/contract/lists';
import type { ReactNode } from 'react';

// docs/product-spec.md §4: pending yellow, cancelled red, done green. The card also says its status in words.
const STATUS_STRIPS: Record<AppointmentStatus, string> = {
  pending: 'bg-amber-400',
  cancelled: 'bg-red-500',
  done: 'bg-green-600',
};

type AppointmentCardFrameProps = {
  status: AppointmentStatus;
  /** The id of the card's heading, which names it. */
  headingId: string;
  /** Classes added to the card's own (spacing between its parts). */
  className?: string;
  children: ReactNode;
};

/** One appointment's card, for the patient and the desk alike: its status's colour as a strip across the top. */
export function AppointmentCardFrame({ status, headingId, className = '', children }: AppointmentCardFrameProps) {
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-4 pt-5 shadow-sm ${className}`}
    >
      <div aria-hidden="true" className={`absolute inset-x-0 top-0 h-1.5 ${STATUS_STRIPS[status]}`} />
      {children}
    </article>
  );
}
