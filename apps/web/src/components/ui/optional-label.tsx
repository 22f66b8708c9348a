/** A field's label with the note that it may be left empty, the note drawn lighter. */
export function OptionalLabel({ label, note }: { label: string; note: string }) {
  return (
    <>
      {label} <span className="font-normal text-slate-500">{note}</span>
    </>
  );
}
