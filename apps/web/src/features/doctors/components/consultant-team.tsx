import type { DoctorListItem } from '@hospital/contract/doctors';
import { useGetConsultantsQuery } from '../api/get-consultants';
import { mayHaveMore, useConsultantFilter } from '../hooks/use-consultant-filter';
import type { CardHeading } from './doctor-card';
import { DoctorGrid, DoctorGridSkeleton } from './doctor-grid';
import { Spinner } from './spinner';
import { SPECIALITIES } from '@hospital/contract/lists';
import { RetryLine } from '@/components/ui/retry-line';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { useLanguage } from '@/i18n/i18n';
import { specialityName } from '@/i18n/listed-words';

// Where the grid would be when there is nothing to show: no match, or the list could not be fetched.
const NOTICE_BOX = 'rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center';

// docs/product-spec.md §9 skeleton sizes: 5 cards on the first load, 10 while a new filter or page is fetched.
const FIRST_LOAD_SKELETONS = 5;
const REFETCH_SKELETONS = 10;

const moreButtonClass =
  'inline-flex min-w-48 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70';

/**
 * The speciality filter, the doctor grid and its 'See More Consultant' / 'See All' button (docs/product-spec.md §2, §4).
 * `initialLimit` is 10 on the home page and 0 (everyone) on /consultants; `eagerPhotos` and `cardHeading` as DoctorGrid's.
 */
export function ConsultantTeam({
  initialLimit,
  eagerPhotos = 0,
  cardHeading,
}: {
  initialLimit: number;
  eagerPhotos?: number;
  cardHeading?: CardHeading;
}) {
  const { t } = useLanguage();
  const { filter, chooseSpeciality, seeMore, seeAll } = useConsultantFilter(initialLimit);
  const { data, currentData, isFetching, isError, refetch } = useGetConsultantsQuery({
    limit: filter.limit,
    searchTerm: filter.searchTerm || undefined,
  });
  const filtered = filter.searchTerm !== '';

  return (
    <div className="space-y-6">
      {/* docs/product-spec.md §2/§9: one row of the 16 speciality keywords that scrolls sideways on narrow screens. */}
      <ToggleGroup
        label={t('consultants.filter')}
        options={SPECIALITIES}
        isPressed={(speciality) => speciality === filter.searchTerm}
        onToggle={chooseSpeciality}
        look="chips"
      >
        {(speciality) => specialityName(speciality, t)}
      </ToggleGroup>
      {/* `currentData` belongs to the current filter; `data` may be the previous filter's answer. */}
      {currentData ? (
        <TeamResults doctors={currentData} eagerPhotos={eagerPhotos} cardHeading={cardHeading} />
      ) : isError && !isFetching ? (
        <LoadFailed onRetry={refetch} />
      ) : (
        <DoctorGridSkeleton count={data === undefined ? FIRST_LOAD_SKELETONS : REFETCH_SKELETONS} />
      )}
      <div className="flex justify-center">
        {filtered ? (
          <button type="button" onClick={seeAll} className={moreButtonClass}>
            {t('consultants.seeAll')}
          </button>
        ) : (
          mayHaveMore(filter, currentData?.length) && (
            <button
              type="button"
              onClick={seeMore}
              disabled={isFetching}
              aria-busy={isFetching}
              className={moreButtonClass}
            >
              {isFetching ? (
                <>
                  <Spinner /> {t('consultants.loadingMore')}
                </>
              ) : (
                t('consultants.seeMore')
              )}
            </button>
          )
        )}
      </div>
    </div>
  );
}

function TeamResults({
  doctors,
  eagerPhotos,
  cardHeading,
}: {
  doctors: readonly DoctorListItem[];
  eagerPhotos: number;
  cardHeading: CardHeading | undefined;
}) {
  const { t, formats } = useLanguage();
  return (
    <>
      {/* Announces the new count after a filter or 'See More', which otherwise changes the page silently. */}
      <p role="status" className="sr-only">
        {t('consultants.showing', { count: doctors.length, n: formats.number(doctors.length) })}
      </p>
      {doctors.length === 0 ? (
        <p className={`${NOTICE_BOX} text-slate-600`}>{t('home.nothingFound')}</p>
      ) : (
        <DoctorGrid doctors={doctors} eagerPhotos={eagerPhotos} cardHeading={cardHeading} />
      )}
    </>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <RetryLine
      message={t('consultants.loadFailed')}
      retryLabel={t('consultants.tryAgain')}
      onRetry={onRetry}
      className={`${NOTICE_BOX} text-slate-600`}
    />
  );
}
