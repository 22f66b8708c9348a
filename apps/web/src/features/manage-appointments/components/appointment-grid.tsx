import type { Appointment } from '@hospital/contract/appointments';
import { PulseCards } from '@/components/ui/list-placeholders';
import { ListStates, type ListQuery } from '@/components/ui/list-states';
import { AppointmentCard, type AppointmentCardProps } from './appointment-card';
import { useLanguage } from '@/i18n/i18n';

type AppointmentGridProps = Omit<AppointmentCardProps, 'appointment' | 'busy'> & {
  /** The day's appointments as shown (filtered by doctor and status), with the query's loading and error state. */
  query: ListQuery<Appointment>;
  /** The appointment whose change is being saved, if any. */
  busyId: string | null;
};

const GRID = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** The cards, or 'No Appointment Found.' (docs/product-spec.md §2, §8). */
export function AppointmentGrid({ query, busyId, ...cardProps }: AppointmentGridProps) {
  const { t } = useLanguage();
  return (
    <ListStates
      query={query}
      what={t('desk.what')}
      failedClassName="py-10"
      loading={<PulseCards label={t('desk.loading')} count={6} className={GRID} card="h-56 rounded-2xl" />}
      empty={
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white py-12 text-center text-slate-600">
          {t('desk.empty')}
        </p>
      }
    >
      {(items) => (
        <div className={GRID}>
          {items.map((appointment) => (
            <AppointmentCard
              key={appointment._id}
              appointment={appointment}
              busy={busyId === appointment._id}
              {...cardProps}
            />
          ))}
        </div>
      )}
    </ListStates>
  );
}
