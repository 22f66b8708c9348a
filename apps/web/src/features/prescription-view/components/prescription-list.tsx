import { prescriptionPath, type PrescriptionListItem } from '@hospital/contract/prescriptions';
import { Link } from 'react-router';
import { EmptyState, type EmptyStateWords } from '@/components/ui/empty-state';
import { ItemList } from '@/components/ui/item-list';
import { ListStates } from '@/components/ui/list-states';
import { LoadingShape } from '@/components/ui/loading-shape';
import { SkeletonBars } from '@/components/ui/skeleton-bars';
import { useLanguage } from '@/i18n/i18n';
import { specialityName } from '@/i18n/listed-words';
import { usePatientPrescriptionsQuery } from '../api/prescriptions';

const NO_PRESCRIPTIONS: EmptyStateWords = {
  title: 'rxList.emptyTitle',
  text: 'rxList.emptyText',
  action: 'rxList.emptyAction',
};

/**
 * /patient/prescription: the signed prescriptions of the account and its family members, newest first, each opening
 * its page. A replaced one stays listed, marked, so the patient can still read what they were given.
 */
export function PrescriptionList() {
  const { t } = useLanguage();
  const query = usePatientPrescriptionsQuery();

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('rxList.title')}</h1>
      <p className="mt-1 text-slate-600">{t('rxList.intro')}</p>
      <ListStates
        query={query}
        what={t('rxList.what')}
        loading={<ListSkeleton />}
        empty={<EmptyState kind="list" words={NO_PRESCRIPTIONS} to="/patient" />}
      >
        {(items) => (
          <ItemList items={items} className="mt-6 space-y-3">
            {(item) => <PrescriptionLink item={item} />}
          </ItemList>
        )}
      </ListStates>
    </section>
  );
}

/** One prescription's line in the list, opening its page. */
function PrescriptionLink({ item }: { item: PrescriptionListItem }) {
  const { t, formats } = useLanguage();
  const replaced = item.status === 'replaced';
  const date = formats.date(item.date);
  return (
    <Link
      to={prescriptionPath(item._id)}
      aria-label={t('rxList.open', { date, name: item.patient.name })}
      className={`block rounded-2xl bg-white p-4 ring-1 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${replaced ? 'ring-slate-200' : 'ring-slate-300'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-slate-900">{date}</p>
        <p className="text-sm text-slate-700">
          {t('rxList.forWhom')}: <span className="font-semibold">{item.patient.name}</span>
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {item.doctor.title} {item.doctor.fullName} · {specialityName(item.doctor.speciality, t)}
      </p>
      <p className={`mt-2 break-words ${item.diagnosis ? 'text-slate-900' : 'text-slate-600 italic'}`}>
        {item.diagnosis || t('rxList.noDiagnosis')}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>{t('rxList.medicines', { count: item.medicineCount, n: formats.number(item.medicineCount) })}</span>
        {item.version > 1 && <span>· {t('rxList.version', { version: formats.number(item.version) })}</span>}
        {replaced && (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
            {t('rxList.replaced')}
          </span>
        )}
      </p>
    </Link>
  );
}

function ListSkeleton() {
  const { t } = useLanguage();
  return (
    <LoadingShape label={t('rxList.loading')} className="mt-6">
      <ul aria-hidden="true" className="space-y-3">
        {[0, 1, 2].map((index) => (
          <li key={index} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <SkeletonBars className="space-y-2" bars={['h-5 w-1/3', 'h-4 w-2/3', 'h-4 w-1/2']} />
          </li>
        ))}
      </ul>
    </LoadingShape>
  );
}
