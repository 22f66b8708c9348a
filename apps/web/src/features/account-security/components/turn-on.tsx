import { mfaEnableSchema, type MfaSetup } from '@hospital/contract/auth';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { useEnableMfaMutation } from '../api/enable-mfa';
import { useSetupMfaMutation } from '../api/setup-mfa';
import { QrCode } from './qr-code';

/** 'ABCD EFGH ...': the key in groups of four, for typing it into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Turning two-step sign-in on: a secret to scan (or type), then a first code to prove it; `onEnabled` gets the recovery codes. */
export function TurnOn({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const [setupMfa, { isLoading: isStarting }] = useSetupMfaMutation();
  const [setup, setSetup] = useState<MfaSetup | null>(null);

  if (setup) return <ConfirmCode setup={setup} onEnabled={onEnabled} />;
  return (
    <div className="space-y-4">
      <p className="text-slate-600">
        Two-step sign-in is off. Turn it on so that a stolen password alone cannot open your account: after your
        password, you will also enter a 6-digit code from an authenticator app on your phone (Google Authenticator,
        Microsoft Authenticator or any other).
      </p>
      <Button
        disabled={isStarting}
        onClick={async () => {
          const response = await withToasts('Preparing...', () => setupMfa().unwrap());
          if (response) setSetup(response.data);
        }}
      >
        Set up two-step sign-in
      </Button>
    </div>
  );
}

function ConfirmCode({ setup, onEnabled }: { setup: MfaSetup; onEnabled: (codes: string[]) => void }) {
  const keyId = useId();
  const [enableMfa, { isLoading }] = useEnableMfaMutation();
  const { register, handleSubmit, formState: { errors } } = useSchemaForm(mfaEnableSchema, { code: '' });
  const onValid = handleSubmit(async (input) => {
    const response = await withToasts('Checking the code...', () => enableMfa(input).unwrap());
    if (response) onEnabled(response.data.recoveryCodes);
  }, toastFirstFormError);

  return (
    <form onSubmit={onValid} noValidate className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
        <li>Open your authenticator app and add an account.</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <QrCode value={setup.otpauthUrl} />
        <div className="w-full min-w-0">
          <label htmlFor={keyId} className="mb-1 block text-sm font-medium text-slate-700">
            Key
          </label>
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
      <TextField label="Code" inputMode="numeric" autoComplete="one-time-code" error={errors.code?.message} {...register('code')} />
      <Button type="submit" disabled={isLoading}>
        Turn on two-step sign-in
      </Button>
    </form>
  );
}
