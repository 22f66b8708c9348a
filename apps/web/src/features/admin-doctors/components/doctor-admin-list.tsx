import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { CardList } from '@/components/ui/card-list';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useGetManagedDoctorsQuery } from '../api/get-managed-doctors';
import { DoctorAdminCard } from './doctor-admin-card';
import { StatusFilter, type DoctorStatusFilter } from './status-filter';
import { useLanguage } from '@/i18n/i18n';

/** /admin/doctors: every doctor, active or not, with search, a status filter and the way to add one. */
export function DoctorAdminList() {
  const { t } = useLanguage();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<DoctorStatusFilter>('all');
  const searchTerm = useDebouncedValue(search.trim());
  const query = useGetManagedDoctorsQuery({ search: searchTerm || undefined, status });

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader title={t('adminDoctors.title')}>
        <ButtonLink to="/admin/doctors/new" className="flex min-h-11 items-center justify-center px-4 py-2">
          {t('adminDoctors.add')}
        </ButtonLink>
      </PageHeader>
      <div className="mt-4 grid gap-3 md:grid-cols-[1fr_20rem] md:items-end">
        <SearchField
          label={t('adminDoctors.searchLabel')}
          placeholder={t('adminDoctors.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <StatusFilter value={status} onChange={setStatus} />
      </div>
      <CardList
        query={query}
        what={t('adminDoctors.what')}
        loadingLabel={t('adminDoctors.loading')}
        cardHeight="h-52"
        empty={t('adminDoctors.empty')}
        label={t('adminDoctors.list')}
      >
        {(doctor) => <DoctorAdminCard doctor={doctor} />}
      </CardList>
    </section>
  );
}
