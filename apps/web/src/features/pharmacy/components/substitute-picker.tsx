import type { MedicineHit } from '@hospital/contract/medicines';
import { useState } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLanguage } from '@/i18n/i18n';
import { useSearchFormularyQuery } from '../api/stock';
import { sameGenericAndStrength, type Prescribed } from '../utils/fill-form';
import { ChosenMedicine, MedicineHits, SearchBox } from './medicine-choice';

type SubstitutePickerProps = {
  /** The line as prescribed: its name (to find the prescribed medicine's strength) and what the prescription names. */
  name: string;
  prescribed: Prescribed;
  chosen: MedicineHit | null;
  onChoose: (medicine: MedicineHit | null) => void;
  error?: string;
};

/**
 * A formulary search that offers only medicines of the prescribed one's generic and strength (the server refuses any
 * other with "A substitute must be the same generic and strength."). The prescribed medicine's own strength is read
 * from the formulary, by searching its name once; a free-text line is matched on its generic alone.
 */
export function SubstitutePicker({ name, prescribed, chosen, onChoose, error }: SubstitutePickerProps) {
  const { t } = useLanguage();
  const [text, setText] = useState(prescribed.generic ?? '');
  const q = useDebouncedValue(text.trim(), 250);
  const reference = useSearchFormularyQuery(name, { skip: prescribed.medicineId === null });
  const found = useSearchFormularyQuery(q, { skip: q.length < 2 });
  const referenceHit = reference.data?.find((hit) => hit._id === prescribed.medicineId);
  const generic = referenceHit?.generic ?? prescribed.generic;
  const strength = referenceHit?.strength ?? null;
  // Until the prescribed medicine's strength is known, nothing is offered: an offer of another strength would be refused.
  const waiting = prescribed.medicineId !== null && reference.isFetching;
  const offers =
    generic && !waiting
      ? sameGenericAndStrength(found.data ?? [], { generic, strength, excludeId: prescribed.medicineId })
      : [];

  if (chosen)
    return (
      <ChosenMedicine onChange={() => onChoose(null)}>
        {t('pharmacist.substituteChosen', { name: `${chosen.brand} ${chosen.strength}` })}
      </ChosenMedicine>
    );
  return (
    <div className="min-w-0">
      <SearchBox label={t('pharmacist.substituteSearch')} value={text} onChange={setText} />
      {generic && (
        <p className="mt-1 text-sm text-slate-600">
          {strength
            ? t('pharmacist.substituteHint', { generic, strength })
            : t('pharmacist.substituteHintGeneric', { generic })}
        </p>
      )}
      {q.length >= 2 && !found.isFetching && !waiting && offers.length === 0 && (
        <p className="mt-2 text-sm text-slate-700">{t('pharmacist.substituteNone')}</p>
      )}
      <MedicineHits
        hits={offers}
        onChoose={onChoose}
        detail={(hit) => `${hit.generic} · ${hit.manufacturer}`}
        choiceLabel={(hit) => t('pharmacist.chooseSubstitute', { name: `${hit.brand} ${hit.strength}` })}
      />
      <FieldError error={error} />
    </div>
  );
}
