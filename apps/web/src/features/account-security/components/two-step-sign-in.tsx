import { useState } from 'react';
import { useGetMfaStatusQuery } from '../api/get-mfa-status';
import { RecoveryCodes } from './recovery-codes';
import { TurnOff } from './turn-off';
import { TurnOn } from './turn-on';
import { useLanguage } from '@/i18n/i18n';
import { RetryLine } from '@/components/ui/retry-line';

/** /account/security: an account's two-step sign-in (TOTP), on or off; staff must turn it on in production. */
export function TwoStepSignIn() {
  const { t, formats } = useLanguage();
  const { data: status, isLoading, isError, refetch } = useGetMfaStatusQuery();
  // Held here: turning it on refreshes the status, and the codes must stay on screen until they are saved.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return (
    <section className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('security.title')}</h1>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
        ) : isLoading ? (
          <p role="status" className="text-slate-600">
            {t('security.loading')}
          </p>
        ) : isError || !status ? (
          <RetryLine
            message={t('security.loadFailed')}
            retryLabel={t('security.tryAgain')}
            onRetry={() => void refetch()}
          />
        ) : status.enabled ? (
          <div className="space-y-5">
            <p className="text-slate-700">
              <span className="font-semibold text-green-800">{t('security.on')}</span>{' '}
              {t(status.recoveryCodesLeft === 1 ? 'security.onBody_one' : 'security.onBody_other', {
                n: formats.number(status.recoveryCodesLeft),
              })}
            </p>
            <TurnOff />
          </div>
        ) : (
          <TurnOn onEnabled={setRecoveryCodes} />
        )}
      </div>
    </section>
  );
}
