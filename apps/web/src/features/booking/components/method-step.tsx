import { CONSULTATION_METHODS, type ConsultationMethod } from '@hospital/contract/lists';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { errorToastMs } from '@/lib/api-errors';
import { ChoiceButton } from './choice-button';
import { MethodIcon } from './method-icon';
import { useLanguage } from '@/i18n/i18n';

type MethodStepProps = {
  value: ConsultationMethod | '';
  offered: readonly ConsultationMethod[];
  /** '' when the user picked a method the doctor does not offer: the spec clears the method. */
  onChange: (method: ConsultationMethod | '') => void;
};

/** docs/product-spec.md §4 step 1: the four methods; one the doctor does not offer is toasted and clears the choice. */
export function MethodStep({ value, offered, onChange }: MethodStepProps) {
  const { t } = useLanguage();
  const noteId = useId();

  const choose = (method: ConsultationMethod) => {
    if (offered.includes(method)) {
      onChange(method);
      return;
    }
    const message = t('booking.notAvailable', { method: t(`method.${method}`) });
    // The spec's 1 second is too short to read; like every error toast it now stays readable (docs/decisions/0016).
    toast.error(message, { id: message, duration: errorToastMs(message) });
    onChange('');
  };

  return (
    <div role="group" aria-label={t('booking.methodGroup')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {CONSULTATION_METHODS.map((method, index) => {
        const isOffered = offered.includes(method);
        const describedBy = `${noteId}-${index}`;
        return (
          <ChoiceButton
            key={method}
            selected={value === method}
            muted={!isOffered}
            onClick={() => choose(method)}
            aria-describedby={isOffered ? undefined : describedBy}
            className="flex flex-col items-center gap-1"
          >
            <MethodIcon method={method} />
            {t(`method.${method}`)}
            {!isOffered && (
              // Outside the button's name (aria-hidden) but read as its description.
              <span id={describedBy} aria-hidden="true" className="text-xs font-normal">
                {t('booking.notOffered')}
              </span>
            )}
          </ChoiceButton>
        );
      })}
    </div>
  );
}
