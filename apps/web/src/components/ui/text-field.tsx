import { useState, type ComponentProps } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';
import { useLanguage } from '@/i18n/i18n';
import { FieldError, FieldLabel, useFieldIds } from './field-error';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Shown under the field and tied to it with aria-describedby, so screen readers hear it too. */
  error?: string;
};

const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 ' +
  'focus:outline-none focus:ring-2 focus:ring-brand-500 aria-invalid:border-red-500 aria-invalid:ring-red-200 border-slate-300';

export function TextField({ label, error: message, id, className, ...inputProps }: TextFieldProps) {
  const { t } = useLanguage();
  const { fieldId: inputId, errorId, error } = useFieldIds(id, message);
  const isPassword = inputProps.type === 'password';
  const [revealed, setRevealed] = useState(false);

  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <div className="relative">
        <input
          {...inputProps}
          id={inputId}
          type={isPassword && revealed ? 'text' : inputProps.type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} ${isPassword ? 'pr-11' : ''}`}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? t('forms.hidePassword') : t('forms.showPassword')}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-slate-500 hover:text-slate-800"
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        )}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
