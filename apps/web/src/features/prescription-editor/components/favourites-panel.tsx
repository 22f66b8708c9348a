import { formatMedicineLine, type PrescribedMedicine } from '@hospital/contract/prescriptions';
import { useLanguage } from '@/i18n/i18n';

type FavouritesPanelProps = {
  favourites: readonly PrescribedMedicine[];
  onAdd: (favourite: PrescribedMedicine) => void;
  disabled?: boolean;
};

/** The doctor's starred lines, each added to the prescription with its dose in one tap. */
export function FavouritesPanel({ favourites, onAdd, disabled }: FavouritesPanelProps) {
  const { t, language } = useLanguage();
  return (
    <section aria-labelledby="rx-favourites" className="space-y-2">
      <h3 id="rx-favourites" className="text-sm font-semibold text-slate-800">
        {t('rxEditor.favourites')}
      </h3>
      {favourites.length === 0 ? (
        <p className="text-sm text-slate-600">{t('rxEditor.noFavourites')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {favourites.map((favourite) => (
            <li key={favourite.lineId}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onAdd(favourite)}
                aria-label={t('rxEditor.addFavourite', { name: favourite.name })}
                className="flex min-h-11 flex-col items-start rounded-lg border border-amber-300 bg-amber-50 px-3 py-1.5 text-left hover:bg-amber-100 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="text-sm font-semibold text-slate-900">
                  <span aria-hidden="true">★ </span>
                  {favourite.name}
                </span>
                <span className="text-xs text-slate-700">{formatMedicineLine(favourite, language)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
