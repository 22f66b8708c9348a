import { SPECIALITIES } from '@hospital/contract/lists';
import { useLanguage } from '@/i18n/i18n';
import { specialityName } from '@/i18n/listed-words';

type SpecialityFilterProps = { active: string; onChoose: (speciality: string) => void };

/** docs/product-spec.md §2/§9: one row of the 16 speciality keywords that scrolls sideways on narrow screens. */
export function SpecialityFilter({ active, onChoose }: SpecialityFilterProps) {
  const { t } = useLanguage();
  return (
    <div
      role="group"
      aria-label={t('consultants.filter')}
      // On phones the row runs to the screen edges (negative margins), so a cut-off button shows it scrolls.
      className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:px-0"
    >
      {SPECIALITIES.map((speciality) => {
        const pressed = speciality === active;
        return (
          <button
            key={speciality}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChoose(speciality)}
            className={`min-h-11 shrink-0 snap-start rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              pressed
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
            }`}
          >
            {specialityName(speciality, t)}
          </button>
        );
      })}
    </div>
  );
}
