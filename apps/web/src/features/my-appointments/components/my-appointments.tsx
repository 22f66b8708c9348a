import type { PatientAppointment } from '@hospital/contract/appointments';
import { dhakaDateString } from '@hospital/contract/format';
import { useId, useState, type ReactNode } from 'react';
import { EmptyState, type EmptyStateWords } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListStates, SkeletonGrid } from '@/components/ui/list-states';
import { useGetMyAppointmentsQuery } from '../api/get-my-appointments';
import { AppointmentCard } from './appointment-card';
import { AppointmentCardSkeleton } from './appointment-card-skeleton';
import { ReviewModal } from './review-modal';
import { groupAppointments } from '../utils/group-appointments';
import { useLanguage } from '@/i18n/i18n';

const GRID = 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
const GROUP_GRID = 'mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
const NO_APPOINTMENTS: EmptyStateWords = {
  title: 'patient.noAppointments',
  text: 'patient.noAppointmentsText',
  action: 'patient.bookOne',
};

type RenderActions = (appointment: PatientAppointment) => ReactNode;

/** docs/product-spec.md §2 'Patient appointments page'. `renderActions`: what another feature adds to a card (cancel, change date). */
export function MyAppointments({ renderActions }: { renderActions?: RenderActions } = {}) {
  // docs/product-spec.md §2: refetched on every visit and when the connection comes back (the store runs setupListeners).
  const query = useGetMyAppointmentsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnReconnect: true,
  });
  const { t } = useLanguage();
  const [reviewing, setReviewing] = useState<PatientAppointment | null>(null);

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader title={t('myAppointments.title')}>
        {/* Always in the page: a live region only announces changes to an element that was already there. */}
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          {query.isFetching && !query.isLoading && (
            <>
              <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-brand-600" />
              {t('desk.updating')}
            </>
          )}
        </p>
      </PageHeader>
      <ListStates
        query={query}
        what={t('myAppointments.what')}
        loading={
          // docs/product-spec.md §9: six skeleton cards while the list loads.
          <SkeletonGrid label={t('myAppointments.loading')} count={6} className={GRID}>
            <AppointmentCardSkeleton />
          </SkeletonGrid>
        }
        // docs/product-spec.md §2: the empty page offers the way to book (the home page's doctors section).
        empty={<EmptyState kind="list" words={NO_APPOINTMENTS} to="/#doctors" />}
      >
        {(appointments) => {
          const { upcoming, earlier } = groupAppointments(appointments, dhakaDateString());
          return (
            <>
              <AppointmentGroup
                title={t('myAppointments.upcoming')}
                appointments={upcoming}
                onWriteFeedback={setReviewing}
                renderActions={renderActions}
              />
              <AppointmentGroup
                title={t('myAppointments.earlier')}
                appointments={earlier}
                onWriteFeedback={setReviewing}
                renderActions={renderActions}
              />
            </>
          );
        }}
      </ListStates>
      {reviewing && <ReviewModal appointment={reviewing} onClose={() => setReviewing(null)} />}
    </section>
  );
}

type AppointmentGroupProps = {
  title: string;
  appointments: readonly PatientAppointment[];
  onWriteFeedback: (appointment: PatientAppointment) => void;
  renderActions?: RenderActions;
};

/** One titled part of the page (upcoming, earlier); nothing at all when it has no appointment. */
function AppointmentGroup({ title, appointments, onWriteFeedback, renderActions }: AppointmentGroupProps) {
  const { t, formats } = useLanguage();
  const headingId = useId();
  if (appointments.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8 first-of-type:mt-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-800">
        {title}{' '}
        <span className="text-base font-normal text-slate-500">
          {t('myAppointments.count', { n: formats.number(appointments.length) })}
        </span>
      </h2>
      <div className={GROUP_GRID}>
        {appointments.map((appointment) => (
          <AppointmentCard
            key={appointment._id}
            appointment={appointment}
            onWriteFeedback={onWriteFeedback}
            actions={renderActions?.(appointment)}
          />
        ))}
      </div>
    </section>
  );
}
