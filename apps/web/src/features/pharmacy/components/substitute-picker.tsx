import type { MedicineHit } from '@hospital/contract/medicines';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLanguage } from '@/i18n/i18n';
import { useSearchFormularyQuery } from '../api/stock';
import { sameGenericAndStrength, type Prescribed } from '../utils/fill-form';

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
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 font-medium break-words text-slate-900">
          {t('pharmacist.substituteChosen', { name: `${chosen.brand} ${chosen.strength}` })}
        </p>
        <Button variant="link" onClick={() => onChoose(null)}>
          {t('pharmacist.changeMedicine')}
        </Button>
      </div>
    );
  return (
    <div className="min-w-0">
      <TextField
        label={t('pharmacist.substituteSearch')}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
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
      {offers.length > 0 && (
        <ul className="mt-2 grid gap-2">
          {offers.map((hit) => (
            <li key={hit._id}>
              <button
                type="button"
                onClick={() => onChoose(hit)}
                aria-label={t('pharmacist.chooseSubstitute', { name: `${hit.brand} ${hit.strength}` })}
                className="flex min-h-11 w-full flex-wrap items-baseline gap-x-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left hover:border-brand-600"
              >
                <span className="font-semibold text-slate-900">
                  {hit.brand} {hit.strength}
                </span>
                <span className="text-sm text-slate-600">
                  {hit.generic} · {hit.manufacturer}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError error={error} />
    </div>
  );
}
