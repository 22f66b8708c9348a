import type { Gender } from '@hospital/contract/lists';
import { useFieldError } from '@/i18n/sentences';
import { useLanguage } from '@/i18n/i18n';

type GenderToggleProps = {
  value: Gender | undefined;
  onChange: (value: Gender | undefined) => void;
  error?: string;
};

const OPTIONS = [
  { value: 'male', label: 'auth.male' },
  { value: 'female', label: 'auth.female' },
] as const satisfies readonly { value: Gender; label: string }[];

/** docs/product-spec.md §2: gender is picked with Male/Female buttons. It is optional, so pressing the chosen one again clears it. */
export function GenderToggle({ value, onChange, error: message }: GenderToggleProps) {
  const error = useFieldError(message);
  const { t } = useLanguage();
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-700">
        {t('auth.gender')} <span className="font-normal text-slate-500">{t('auth.optional')}</span>
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {OPTIONS.map((option) => {
          const pressed = value === option.value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? undefined : option.value)}
              className={`min-h-11 rounded-lg border px-3 py-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              {t(option.label)}
            </button>
          );
        })}
      </div>
      {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
    </fieldset>
  );
}
