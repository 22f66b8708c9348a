import { useState } from 'react';
import { Link } from 'react-router';
import { ListStates, SkeletonGrid } from '@/components/ui/list-states';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useGetManagedDoctorsQuery } from '../api/get-managed-doctors';
import { DoctorAdminCard } from './doctor-admin-card';
import { StatusFilter, type DoctorStatusFilter } from './status-filter';
import { useLanguage } from '@/i18n/i18n';

const GRID = 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** /admin/doctors: every doctor, active or not, with search, a status filter and the way to add one. */
export function DoctorAdminList() {
  const { t } = useLanguage();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<DoctorStatusFilter>('all');
  const searchTerm = useDebouncedValue(search.trim());
  const query = useGetManagedDoctorsQuery({ search: searchTerm || undefined, status });

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('adminDoctors.title')}</h1>
        <Link
          to="/admin/doctors/new"
          className="flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('adminDoctors.add')}
        </Link>
      </div>
      <div className="mt-4 grid gap-3 md:grid-cols-[1fr_20rem] md:items-end">
        <TextField
          label={t('adminDoctors.searchLabel')}
          type="search"
          placeholder={t('adminDoctors.searchPlaceholder')}
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <StatusFilter value={status} onChange={setStatus} />
      </div>
      <ListStates
        query={query}
        what={t('adminDoctors.what')}
        loading={
          <SkeletonGrid label={t('adminDoctors.loading')} count={6} className={GRID}>
            <div className="h-52 animate-pulse rounded-2xl border border-slate-200 bg-white" />
          </SkeletonGrid>
        }
        empty={<p className="mt-8 text-center text-slate-600">{t('adminDoctors.empty')}</p>}
      >
        {(doctors) => (
          <ul aria-label={t('adminDoctors.list')} className={GRID}>
            {doctors.map((doctor) => (
              <li key={doctor._id}>
                <DoctorAdminCard doctor={doctor} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
