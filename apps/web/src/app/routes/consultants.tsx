import { getConsultants } from '@/features/doctors/api/get-consultants';
import { ConsultantTeam } from '@/features/doctors/components/consultant-team';
import { usePageHead } from '@/lib/page-head';
import type { ServerQueries } from '../server-queries';

// Every doctor (limit 0), as the grid below asks for them.
const ALL_DOCTORS = 0;
// The first row of cards, up to five columns wide on a large screen, is on the first screen.
const FIRST_ROW = 5;

/** Rendered on the server with every doctor. */
export const serverQueries: ServerQueries = () => [getConsultants.initiate({ limit: ALL_DOCTORS })];

/** docs/product-spec.md §2 /consultants: every doctor (limit 0) with the same speciality filter and cards as the home page. */
export function ConsultantsRoute() {
  const t = usePageHead('consultants.title', 'head.consultantsDescription');
  return (
    <section aria-labelledby="consultants-heading" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-6">
        <h1 id="consultants-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('consultants.heading')}
        </h1>
        <p className="mt-1 text-slate-600">{t('home.teamSubtitle')}</p>
      </div>
      <ConsultantTeam initialLimit={ALL_DOCTORS} eagerPhotos={FIRST_ROW} cardHeading="h2" />
    </section>
  );
}
