import type { Language } from '@hospital/contract/lists';
import type { WalkInDraft } from '../../utils/walk-in-draft';
import { useLanguage } from '@/i18n/i18n';

// Each language named in itself, as a language menu does, so the patient can point at theirs.
const LANGUAGE_NAMES: Record<Language, string> = { bn: 'বাংলা', en: 'English' };
// Bangla first: it is what most patients at the desk will ask for, and the default.
const CHOICES: readonly Language[] = ['bn', 'en'];

type SmsLanguageFieldProps = {
  value: Language;
  onChange: (changes: Partial<WalkInDraft>) => void;
};

/**
 * The language of the walk-in's SMS (confirmation, reminder, turn alert, leave notice): the desk asks the patient.
 * An online account's own choice still wins (the hint says so), so this matters for people without one.
 */
export function SmsLanguageField({ value, onChange }: SmsLanguageFieldProps) {
  const { t } = useLanguage();
  return (
    <fieldset aria-describedby="walk-in-sms-language-hint">
      <legend className="mb-1 block text-sm font-medium text-slate-700">{t('walkIn.smsLanguage')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {CHOICES.map((language) => (
          <label
            key={language}
            lang={language}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="walk-in-sms-language"
              checked={value === language}
              onChange={() => onChange({ smsLanguage: language })}
              className="size-4 accent-brand-700"
            />
            {LANGUAGE_NAMES[language]}
          </label>
        ))}
      </div>
      <p id="walk-in-sms-language-hint" className="mt-1 text-xs text-slate-600">
        {t('walkIn.smsLanguageHint')}
      </p>
    </fieldset>
  );
}
