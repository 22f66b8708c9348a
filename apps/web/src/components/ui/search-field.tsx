import { TextField } from './text-field';

type SearchFieldProps = { label: string; placeholder: string; value: string; onChange: (value: string) => void };

/** A list's search box: a labelled search input the browser does not fill from earlier entries. */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <TextField
      label={label}
      type="search"
      placeholder={placeholder}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
