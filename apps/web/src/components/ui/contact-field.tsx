import type { ComponentProps } from 'react';
import { TextField } from './text-field';
import { useLanguage } from '@/i18n/i18n';

/**
 * A Bangladeshi mobile number: the phone's dial pad (with +), the browser's saved number, and the 11-digit shape as the
 * placeholder. Typed any common way (Bengali digits, +880, spaces, dashes); the contract turns it into 11 digits.
 * Every form that asks for a contact uses this one, so they all accept and explain it alike.
 */
export function ContactField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'> & { label?: string }) {
  const { t } = useLanguage();
  return (
    <TextField
      label={t('auth.contact')}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="01XXXXXXXXX"
      {...props}
    />
  );
}
