import { useId, type ReactNode } from 'react';

// 'title': a staff page's card, headed in large type. 'label': a doctor profile's block, headed by the spec's
// lower-case words shown as small capitals.
const LOOKS = {
  title: { section: 'p-4 sm:p-6', heading: 'text-lg font-bold text-slate-900', body: 'mt-4' },
  label: {
    section: 'p-5 sm:p-6',
    heading: 'text-sm font-bold tracking-wider text-brand-700 uppercase',
    body: 'mt-3 text-slate-700',
  },
};

type PanelProps = {
  title: string;
  /** A line under the heading: what this part of the page is for. */
  intro?: ReactNode;
  look?: keyof typeof LOOKS;
  children: ReactNode;
};

/** One titled card of a long page (a doctor's details, schedule, leave; a doctor profile's blocks), a region named by its heading. */
export function Panel({ title, intro, look = 'title', children }: PanelProps) {
  const headingId = useId();
  const classes = LOOKS[look];
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-slate-200 bg-white shadow-sm ${classes.section}`}
    >
      <h2 id={headingId} className={classes.heading}>
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className={classes.body}>{children}</div>
    </section>
  );
}
