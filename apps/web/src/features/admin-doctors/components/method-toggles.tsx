import { CONSULTATION_METHODS, type ConsultationMethod } from '@hospital/contract/lists';
import { useId } from 'react';
import { useLanguage } from '@/i18n/i18n';
import { useFieldError } from '@/i18n/sentences';
import { FieldError } from '@/components/ui/field-error';

type MethodTogglesProps = {
  value: readonly ConsultationMethod[];
  onChange: (methods: ConsultationMethod[]) => void;
  error?: string;
};

/** The ways a doctor consults, each a toggle button; kept in the contract's order whatever order they are pressed in. */
export function MethodToggles({ value, onChange, error: message }: MethodTogglesProps) {
  const { t } = useLanguage();
  const error = useFieldError(message);
  const errorId = useId();
  const toggle = (method: ConsultationMethod) =>
    onChange(
      CONSULTATION_METHODS.filter((candidate) =>
        candidate === method ? !value.includes(method) : value.includes(candidate),
      ),
    );
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 block text-sm font-medium text-slate-700">{t('doctorForm.methods')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {CONSULTATION_METHODS.map((method) => {
          const on = value.includes(method);
          return (
            <button
              key={method}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(method)}
              className={`min-h-11 rounded-xl border px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                on
                  ? 'border-brand-700 bg-brand-50 text-brand-900 ring-2 ring-brand-600'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
              }`}
            >
              {t(`method.${method}`)}
            </button>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
