import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/i18n/i18n';

type CredentialFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The account's email, as every auth form asks for it. */
export function EmailField(props: CredentialFieldProps) {
  const { t } = useLanguage();
  return <TextField label={t('auth.email')} type="email" autoComplete="email" {...props} />;
}

/** A password (with its show/hide button); `autoComplete` tells password managers whether it is new. */
export function PasswordField({ label, ...props }: CredentialFieldProps & { label?: string }) {
  const { t } = useLanguage();
  return <TextField label={label ?? t('auth.password')} type="password" {...props} />;
}
