import { GENDERS } from '@hospital/contract/lists';
import { ChoiceField } from '@/components/ui/choice-field';
import { NumberField } from '@/components/ui/number-field';
import { TextField } from '@/components/ui/text-field';
import type { ChangeDraft, WalkInDraft } from '../../utils/walk-in-draft';
import { useLanguage } from '@/i18n/i18n';

/** docs/product-spec.md §2: a patient not found by contact is entered with name, age, weight and gender (male or female). */
export function NewPatientFields({ draft, onChange }: { draft: WalkInDraft; onChange: ChangeDraft }) {
  const { t } = useLanguage();
  return (
    <div className="space-y-3">
      <TextField
        label={t('walkIn.patientName')}
        autoComplete="off"
        value={draft.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          label={t('walkIn.age')}
          value={draft.age}
          onChange={(event) => onChange({ age: event.target.value })}
        />
        <NumberField
          label={t('walkIn.weight')}
          placeholder={t('walkIn.optional')}
          value={draft.weight}
          onChange={(event) => onChange({ weight: event.target.value })}
        />
      </div>
      <ChoiceField
        legend={t('walkIn.gender')}
        options={GENDERS}
        optionLabel={(gender) => t(`walkIn.gender_${gender}`)}
        value={draft.gender}
        onChange={(gender) => onChange({ gender })}
      />
    </div>
  );
}
