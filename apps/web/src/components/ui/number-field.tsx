import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/**
 * A whole-number field (age, weight, amount): the phone shows its number pad and the browser suggests nothing. A text
 * input, never `type="number"`, which throws away Bengali digits ('৩৫') as they are typed: the field keeps what was
 * typed and the contract reads it.
 */
export function NumberField(props: ComponentProps<typeof TextField>) {
  return <TextField inputMode="numeric" autoComplete="off" {...props} />;
}
