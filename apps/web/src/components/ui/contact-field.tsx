import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/**
 * A Bangladeshi mobile number: the phone's dial pad (with +), the browser's saved number, and the 11-digit shape as the
 * placeholder. Typed any common way (Bengali digits, +880, spaces, dashes); the contract turns it into 11 digits.
 * Every form that asks for a contact uses this one, so they all accept and explain it alike.
 */
export function ContactField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'> & { label?: string }) {
  return (
    <TextField label="Contact number" type="tel" inputMode="tel" autoComplete="tel-national" placeholder="01XXXXXXXXX" {...props} />
  );
}
