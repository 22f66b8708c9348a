import type { ReactNode } from 'react';

export type StripCardProps = {
  /** The strip's colour class (`bg-red-500`): the card's state or kind at a glance; the card says it in words too. */
  strip: string;
  /** The id of the card's heading, which names it. */
  headingId: string;
  /** Classes added to the card's own (spacing between its parts). */
  className?: string;
  children: ReactNode;
};

/** A card of a list (an appointment, an emergency slot request) with a strip of colour across its top. */
export function StripCard({ strip, headingId, className = '', children }: StripCardProps) {
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-4 pt-5 shadow-sm ${className}`}
    >
      <div aria-hidden="true" className={`absolute inset-x-0 top-0 h-1.5 ${strip}`} />
      {children}
    </article>
  );
}
