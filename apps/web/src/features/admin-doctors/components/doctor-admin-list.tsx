import { DOCTOR_STATUS_FILTERS } from '@hospital/contract/admin';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { CardList } from '@/components/ui/card-list';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useGetManagedDoctorsQuery } from '../api/get-managed-doctors';
import { DoctorAdminCard } from './doctor-admin-card';
import { useLanguage } from '@/i18n/i18n';

/** /admin/doctors: every doctor, active or not, with search, a status filter and the way to add one. */
export function DoctorAdminList() {
  const { t } = useLanguage();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<(typeof DOCTOR_STATUS_FILTERS)[number]>('all');
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
        <SearchField words="adminDoctors" value={search} onChange={setSearch} />
        {/* Active, inactive or all doctors: three pressed-or-not buttons, one row on any phone. */}
        <ToggleGroup
          label={t('adminDoctors.show')}
          options={DOCTOR_STATUS_FILTERS}
          isPressed={(option) => option === status}
          onToggle={setStatus}
          look="segments"
        >
          {(option) => t(`adminDoctors.filter_${option}`)}
        </ToggleGroup>
      </div>
      <CardList query={query} words="adminDoctors" cardHeight="h-52">
        {(doctor) => <DoctorAdminCard doctor={doctor} />}
      </CardList>
    </section>
  );
}
