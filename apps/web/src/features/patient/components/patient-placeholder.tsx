/**
 * docs/product-spec.md §2: '/patient/add-family-members' and '/patient/prescription' are placeholders that show only their name.
 * Exactly that, nothing invented around it.
 */
export function PatientPlaceholder({ heading }: { heading: string }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
    </section>
  );
}
