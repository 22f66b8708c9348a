import { mfaEnableSchema, type MfaSetup } from '@hospital/contract/auth';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldLabel } from '@/components/ui/field-error';
import { FormCodeField } from '@/components/ui/form-text-field';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { useEnableMfaMutation } from '../api/enable-mfa';
import { useSetupMfaMutation } from '../api/setup-mfa';
import { QrCode } from './qr-code';
import { useLanguage } from '@/i18n/i18n';

/** 'ABCD EFGH ...': the key in groups of four, for typing it into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Turning two-step sign-in on: a secret to scan (or type), then a first code to prove it; `onEnabled` gets the recovery codes. */
export function TurnOn({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const { t } = useLanguage();
  const [setupMfa, { isLoading: isStarting }] = useSetupMfaMutation();
  const [setup, setSetup] = useState<MfaSetup | null>(null);

  if (setup) return <ConfirmCode setup={setup} onEnabled={onEnabled} />;
  return (
    <div className="space-y-4">
      <p className="text-slate-600">{t('security.offBody')}</p>
      <Button
        disabled={isStarting}
        onClick={async () => {
          const response = await withToasts(t('security.preparing'), () => setupMfa().unwrap());
          if (response) setSetup(response.data);
        }}
      >
        {t('security.setUp')}
      </Button>
    </div>
  );
}

function ConfirmCode({ setup, onEnabled }: { setup: MfaSetup; onEnabled: (codes: string[]) => void }) {
  const { t } = useLanguage();
  const keyId = useId();
  const [enableMfa, { isLoading }] = useEnableMfaMutation();
  const form = useSchemaForm(mfaEnableSchema, { code: '' });
  const onValid = form.handleSubmit(async (input) => {
    const response = await withToasts(t('security.checking'), () => enableMfa(input).unwrap());
    if (response) onEnabled(response.data.recoveryCodes);
  }, toastFirstFormError);

  return (
    <form onSubmit={onValid} noValidate className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
        <li>{t('security.step1')}</li>
        <li>{t('security.step2')}</li>
        <li>{t('security.step3')}</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <QrCode value={setup.otpauthUrl} />
        <div className="w-full min-w-0">
          <FieldLabel htmlFor={keyId}>{t('security.key')}</FieldLabel>
          {/* Read-only but selectable, and wrapping: 32 characters do not fit one line on a 320 px phone. */}
          <textarea
            id={keyId}
            readOnly
            rows={2}
            value={grouped(setup.secret)}
            onFocus={(event) => event.target.select()}
            className="block w-full resize-none rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-base text-slate-900"
          />
        </div>
      </div>
      <FormCodeField form={form} name="code" label={t('security.code')} />
      <Button type="submit" disabled={isLoading}>
        {t('security.turnOn')}
      </Button>
    </form>
  );
}
