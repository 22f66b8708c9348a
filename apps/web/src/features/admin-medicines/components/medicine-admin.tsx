import { MEDICINE_STATUSES, type Medicine } from '@hospital/contract/medicines';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { InactiveTag } from '@/components/ui/inactive-tag';
import { EmptyNote, PulseCards } from '@/components/ui/list-placeholders';
import { ListStates } from '@/components/ui/list-states';
import { Options } from '@/components/ui/options';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/components/ui/select-field';
import { TwoTapButton } from '@/components/ui/two-tap-button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLanguage } from '@/i18n/i18n';
import { withToasts } from '@/lib/with-toasts';
import { useGetMedicinesQuery, useSetMedicineRetiredMutation } from '../api/medicines-api';
import { MedicineFormDialog } from './medicine-form-dialog';
import { MedicineImport } from './medicine-import';
import { isRetired, medicineName } from './medicine-words';

type Status = (typeof MEDICINE_STATUSES)[number];

const STATUS_KEYS = {
  all: 'medicines.statusAll',
  active: 'medicines.statusActive',
  retired: 'medicines.statusRetired',
} as const;

const HEADER_BUTTON = 'min-h-11 sm:w-auto sm:px-6';

/**
 * /admin/medicines: the hospital's formulary. Searched by brand or generic, 50 a page, retired medicines shown as
 * such; each can be edited, retired or restored; medicines are added by hand or imported from a CSV file.
 */
export function MedicineAdmin() {
  const { t, formats } = useLanguage();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Medicine | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const q = useDebouncedValue(search.trim());
  const query = useGetMedicinesQuery({ q, status, page });
  const list = query.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader title={t('medicines.title')}>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onClick={() => setImporting((open) => !open)}
            aria-expanded={importing}
            className={HEADER_BUTTON}
          >
            {t('medicines.import')}
          </Button>
          <Button onClick={() => setEditing('new')} className={HEADER_BUTTON}>
            {t('medicines.add')}
          </Button>
        </div>
      </PageHeader>
      {importing && <MedicineImport onDone={() => setImporting(false)} />}
      <div className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr]">
        <SelectField
          label={t('medicines.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as Status);
            setPage(1);
          }}
        >
          <Options values={MEDICINE_STATUSES} label={(option) => t(STATUS_KEYS[option])} />
        </SelectField>
        <SearchField
          words="medicines"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      <ListStates
        query={{ ...query, data: list?.items }}
        what={t('medicines.what')}
        loading={
          <PulseCards label={t('medicines.loading')} count={6} className="mt-6 grid gap-3" card="h-20 rounded-xl" />
        }
        empty={<EmptyNote>{t('medicines.empty')}</EmptyNote>}
      >
        {(items) => (
          <>
            <p className="mt-6 text-sm text-slate-600">
              {t('medicines.count', { shown: formats.number(items.length), total: formats.number(list!.total) })}
            </p>
            <ul aria-label={t('medicines.list')} className="mt-2 grid gap-3">
              {items.map((medicine) => (
                <li key={medicine._id}>
                  <MedicineRow medicine={medicine} onEdit={() => setEditing(medicine)} />
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav
                className="mt-4 flex flex-wrap items-center justify-between gap-3"
                aria-label={t('medicines.pageOf', { page: formats.number(page), pages: formats.number(pages) })}
              >
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)} className="min-h-11">
                  {t('medicines.previous')}
                </Button>
                <span className="text-sm text-slate-700">
                  {t('medicines.pageOf', { page: formats.number(page), pages: formats.number(pages) })}
                </span>
                <Button
                  variant="secondary"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                  className="min-h-11"
                >
                  {t('medicines.next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </ListStates>
      {editing && (
        <MedicineFormDialog medicine={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}

function MedicineRow({ medicine, onEdit }: { medicine: Medicine; onEdit: () => void }) {
  const { t, formats } = useLanguage();
  const name = medicineName(medicine, t);
  const retired = isRetired(medicine);
  return (
    <article
      aria-label={name}
      className={`flex flex-wrap items-center gap-3 rounded-xl border p-3 sm:p-4 ${retired ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white'}`}
    >
      <div className="min-w-0 flex-1">
        <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span className="break-words">{name}</span>
          {retired && <InactiveTag>{t('medicines.retiredBadge')}</InactiveTag>}
        </h2>
        <p className="text-sm break-words text-slate-700">
          {medicine.generic} · {medicine.manufacturer}
        </p>
        {retired && (
          <p className="text-sm text-slate-600">
            {t('medicines.retiredOn', { date: formats.dateTime(medicine.retiredAt!) })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={onEdit}
          aria-label={t('medicines.editName', { name })}
          className="min-h-11"
        >
          {t('medicines.edit')}
        </Button>
        <RetireOrRestore medicine={medicine} name={name} />
      </div>
    </article>
  );
}

/** Retires an active medicine, asked again in place, or brings a retired one back at a tap. */
function RetireOrRestore({ medicine, name }: { medicine: Medicine; name: string }) {
  const { t } = useLanguage();
  const [setRetired, { isLoading }] = useSetMedicineRetiredMutation();
  const change = (retire: boolean) =>
    void withToasts(t(retire ? 'medicines.retiring' : 'medicines.restoring'), () =>
      setRetired({ id: medicine._id, retired: retire }).unwrap(),
    );
  if (!isRetired(medicine))
    return (
      <TwoTapButton
        label={t('medicines.retire')}
        confirmLabel={t('medicines.retireConfirm')}
        busy={isLoading}
        onConfirm={() => change(true)}
      />
    );
  return (
    <Button
      variant="secondary"
      disabled={isLoading}
      onClick={() => change(false)}
      aria-label={t('medicines.restoreName', { name })}
      className="min-h-11"
    >
      {t('medicines.restore')}
    </Button>
  );
}
