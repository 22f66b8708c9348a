import type { MedicineHit } from '@hospital/contract/medicines';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/i18n/i18n';

type SearchBoxProps = { label: string; value: string; onChange: (value: string) => void; error?: string };

/** A search box the browser does not fill from earlier entries: the stock's search and the medicine pickers'. */
export function SearchBox({ label, value, onChange, error }: SearchBoxProps) {
  return (
    <TextField
      label={label}
      type="search"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/** The medicine a picker has settled on, and the way back to its search. */
export function ChosenMedicine({ onChange, children }: { onChange: () => void; children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="min-w-0 font-semibold break-words text-slate-900">{children}</p>
      <Button variant="link" onClick={onChange}>
        {t('pharmacist.changeMedicine')}
      </Button>
    </div>
  );
}

type MedicineHitsProps = {
  hits: readonly MedicineHit[];
  onChoose: (hit: MedicineHit) => void;
  /** The line under each hit's brand and strength. */
  detail: (hit: MedicineHit) => string;
  /** Each hit's accessible name, when the words on the button are not enough. */
  choiceLabel?: (hit: MedicineHit) => string;
  className?: string;
};

/** A picker's search results, one button each (brand and strength, then `detail`); none when there are none. */
export function MedicineHits({ hits, onChoose, detail, choiceLabel, className = '' }: MedicineHitsProps) {
  if (hits.length === 0) return null;
  return (
    <ul className={`mt-2 grid gap-2 ${className}`}>
      {hits.map((hit) => (
        <li key={hit._id}>
          <button
            type="button"
            onClick={() => onChoose(hit)}
            aria-label={choiceLabel?.(hit)}
            className="flex min-h-11 w-full flex-wrap items-baseline gap-x-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left hover:border-brand-600"
          >
            <span className="font-semibold text-slate-900">
              {hit.brand} {hit.strength}
            </span>
            <span className="text-sm text-slate-600">{detail(hit)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
