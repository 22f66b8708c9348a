type OptionsProps<Value extends string | number> = {
  values: readonly Value[];
  /** How a value reads in the list; the value sent stays as listed. */
  label: (value: Value) => string;
  /** A first option with the value '', for a select that starts with nothing chosen. */
  placeholder?: string;
};

/** A select's options, one a value. */
export function Options<Value extends string | number>({ values, label, placeholder }: OptionsProps<Value>) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}
