import { useId, type ReactNode } from 'react';

type PanelProps = {
  title: string;
  /** A line under the heading: what this part of the page is for. */
  intro?: ReactNode;
  children: ReactNode;
};

/** One titled card of a long staff page (a doctor's details, schedule, leave), a region named by its heading. */
export function Panel({ title, intro, children }: PanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
