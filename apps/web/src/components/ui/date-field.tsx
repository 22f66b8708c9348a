import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type DateFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'value' | 'onChange'> & {
  /** The day as YYYY-MM-DD ('' while the field is cleared). */
  value: string;
  onChange: (day: string) => void;
};

/** A day picked with the browser's date input; `onChange` hears the day as YYYY-MM-DD. */
export function DateField({ onChange, ...props }: DateFieldProps) {
  return <TextField {...props} type="date" onChange={(event) => onChange(event.target.value)} />;
}
