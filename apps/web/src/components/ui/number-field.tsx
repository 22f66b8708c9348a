import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/** A whole-number field (age, weight, amount): the phone shows its number pad, and the browser suggests nothing. */
export function NumberField(props: ComponentProps<typeof TextField>) {
  return <TextField inputMode="numeric" autoComplete="off" {...props} />;
}
