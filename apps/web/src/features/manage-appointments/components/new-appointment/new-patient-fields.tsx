import { GENDERS } from '@hospital/contract/lists';
import { NumberField } from '@/components/ui/number-field';
import { TextField } from '@/components/ui/text-field';
import type { WalkInDraft } from '../../utils/walk-in-draft';
import { useLanguage } from '@/i18n/i18n';

type NewPatientFieldsProps = {
  draft: WalkInDraft;
  onChange: (changes: Partial<WalkInDraft>) => void;
};

/** docs/product-spec.md §2: a patient not found by contact is entered with name, age, weight and gender (male or female). */
export function NewPatientFields({ draft, onChange }: NewPatientFieldsProps) {
  const { t } = useLanguage();
  return (
    <div className="space-y-3">
      <TextField label={t('walkIn.patientName')} autoComplete="off" value={draft.name} onChange={(event) => onChange({ name: event.target.value })} />
      <div className="grid grid-cols-2 gap-3">
        <NumberField label={t('walkIn.age')} value={draft.age} onChange={(event) => onChange({ age: event.target.value })} />
        <NumberField
          label={t('walkIn.weight')}
          placeholder={t('walkIn.optional')}
          value={draft.weight}
          onChange={(event) => onChange({ weight: event.target.value })}
        />
      </div>
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-slate-700">{t('walkIn.gender')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {GENDERS.map((gender) => {
            const pressed = draft.gender === gender;
            return (
              <button
                key={gender}
                type="button"
                aria-pressed={pressed}
                onClick={() => onChange({ gender })}
                className={`min-h-11 rounded-lg border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                }`}
              >
                {t(`walkIn.gender_${gender}`)}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
