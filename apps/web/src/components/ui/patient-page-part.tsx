import { useId, type ReactNode } from 'react';

/** One part of the patient's page (their live visits, their medicine orders), a region named by its heading. */
export function PatientPagePart({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-800">
        {title}
      </h2>
      {children}
    </section>
  );
}
