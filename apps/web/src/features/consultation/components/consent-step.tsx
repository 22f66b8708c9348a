import { CONSENT_VERSION } from '@hospital/contract/consultations';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/i18n/i18n';
import { useAcceptConsentMutation } from '../api/room';

/**
 * The telemedicine consent (Bangladesh Medical and Dental Council's telemedicine guideline: informed consent before a
 * remote consultation): what a remote consultation can and cannot do, that nothing is recorded, and how the chat and
 * files are kept. Its words are versioned with CONSENT_VERSION; a new text needs a new version, so the patient is asked
 * again.
 */
export function ConsentStep({ appointmentId }: { appointmentId: string }) {
  const { t } = useLanguage();
  const checkId = useId();
  const errorId = useId();
  const headingId = useId();
  const [agreed, setAgreed] = useState(false);
  const [showTick, setShowTick] = useState(false);
  const [accept, { isLoading }] = useAcceptConsentMutation();

  const submit = () => {
    if (!agreed) {
      setShowTick(true);
      return;
    }
    void accept({ appointmentId, version: CONSENT_VERSION });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('room.consentTitle')}
      </h2>
      <p className="mt-1 text-slate-700">{t('room.consentIntro')}</p>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800">
        <li>{t('room.consentExam')}</li>
        <li className="font-semibold text-red-800">{t('room.consentEmergency')}</li>
        <li>{t('room.consentRecording')}</li>
        <li>{t('room.consentRecords')}</li>
      </ul>
      <div className="mt-5 flex items-start gap-3">
        <input
          id={checkId}
          type="checkbox"
          checked={agreed}
          onChange={(event) => {
            setAgreed(event.target.checked);
            if (event.target.checked) setShowTick(false);
          }}
          aria-describedby={showTick ? errorId : undefined}
          aria-invalid={showTick || undefined}
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
        />
        <label htmlFor={checkId} className="min-h-11 text-slate-900">
          {t('room.consentCheck')}
        </label>
      </div>
      {showTick && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t('room.consentTick')}
        </p>
      )}
      <Button className="mt-4 min-h-12 sm:w-auto sm:px-8" onClick={submit} disabled={isLoading}>
        {isLoading ? t('room.working') : t('room.consentAgree')}
      </Button>
    </section>
  );
}
