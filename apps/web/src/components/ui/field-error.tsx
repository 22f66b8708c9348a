/** A field's error under it, with the id its control names in `aria-describedby`; nothing while there is none. */
export function FieldError({ id, error }: { id?: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-600">
      {error}
    </p>
  );
}
