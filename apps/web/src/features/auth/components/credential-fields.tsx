import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';

type CredentialFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The account's email, as every auth form asks for it. */
export function EmailField(props: CredentialFieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" {...props} />;
}

/** A password (with its show/hide button); `autoComplete` tells password managers whether it is new. */
export function PasswordField({ label = 'Password', ...props }: CredentialFieldProps & { label?: string }) {
  return <TextField label={label} type="password" {...props} />;
}
