import { useId, type ReactNode } from 'react';

/** A titled block of the doctor profile. The titles are the spec's lower-case words, shown as small capitals. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-sm font-bold tracking-wider text-brand-700 uppercase">
        {title}
      </h2>
      <div className="mt-3 text-slate-700">{children}</div>
    </section>
  );
}
