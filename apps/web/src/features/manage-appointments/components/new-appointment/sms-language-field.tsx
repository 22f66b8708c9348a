import type { Language } from '@hospital/contract/lists';
import type { ChangeDraft } from '../../utils/walk-in-draft';
import { ChoiceField } from '@/components/ui/choice-field';
import { useLanguage } from '@/i18n/i18n';

// Each language named in itself, as a language menu does, so the patient can point at theirs.
const LANGUAGE_NAMES: Record<Language, string> = { bn: 'বাংলা', en: 'English' };
// Bangla first: it is what most patients at the desk will ask for, and the default.
const CHOICES: readonly Language[] = ['bn', 'en'];

/**
 * The language of the walk-in's SMS (confirmation, reminder, turn alert, leave notice): the desk asks the patient.
 * An online account's own choice still wins (the hint says so), so this matters for people without one.
 */
export function SmsLanguageField({ value, onChange }: { value: Language; onChange: ChangeDraft }) {
  const { t } = useLanguage();
  return (
    <ChoiceField
      legend={t('walkIn.smsLanguage')}
      options={CHOICES}
      optionLabel={(language) => LANGUAGE_NAMES[language]}
      optionLang={(language) => language}
      value={value}
      onChange={(smsLanguage) => onChange({ smsLanguage })}
      hint={t('walkIn.smsLanguageHint')}
    />
  );
}
