import { stationInputSchema, type ManagedStation } from '@hospital/contract/marketing';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { PanelList } from '@/components/ui/panel-list';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/i18n/i18n';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { useGetManagedStationsQuery } from '../api/get-managed-stations';
import { useCreateStationMutation, useRenameStationMutation, useSetStationRetiredMutation } from '../api/save-station';

/** The stations: add one, rename one, retire one (it stays on old records) or bring it back. */
export function StationsPanel() {
  const { t } = useLanguage();
  const query = useGetManagedStationsQuery();
  return (
    <Panel title={t('marketingAdmin.stationsPanel')} intro={t('marketingAdmin.stationsIntro')}>
      <AddStation />
      <PanelList query={query} words="marketingAdmin.stations" look="rows" itemHeight="h-14" className="mt-4">
        {(station) => <StationRow key={station._id} station={station} />}
      </PanelList>
    </Panel>
  );
}

function AddStation() {
  const { t } = useLanguage();
  const [createStation, { isLoading }] = useCreateStationMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useSchemaForm(stationInputSchema, { name: '' });
  const onValid = handleSubmit(async (input) => {
    const done = await withToasts(t('marketingAdmin.adding'), () => createStation(input).unwrap());
    if (done) reset({ name: '' });
  }, toastFirstFormError);
  return (
    <form onSubmit={onValid} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        label={t('marketingAdmin.newStation')}
        autoComplete="off"
        className="min-w-0 flex-1 basis-48"
        error={errors.name?.message}
        {...register('name')}
      />
      <Button type="submit" disabled={isLoading} className="min-h-11 sm:w-auto">
        {t('marketingAdmin.add')}
      </Button>
    </form>
  );
}

function StationRow({ station }: { station: ManagedStation }) {
  const { t } = useLanguage();
  const [renaming, setRenaming] = useState(false);
  const [setRetired, retiring] = useSetStationRetiredMutation();
  const retired = station.retiredAt !== null;
  const toggle = () =>
    withToasts(t('marketingAdmin.saving'), () => setRetired({ stationId: station._id, retired: !retired }).unwrap());
  return (
    <li className="py-3" data-testid="station">
      {renaming ? (
        <RenameStation station={station} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <div className="min-w-0 flex-1 basis-40">
            <p className={`font-semibold break-words ${retired ? 'text-slate-500 line-through' : 'text-slate-900'}`}>
              {station.name}
            </p>
            <p className="text-sm text-slate-600">
              <span
                className={`mr-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${retired ? 'bg-slate-200 text-slate-800' : 'bg-green-100 text-green-900'}`}
              >
                {retired ? t('marketingAdmin.retiredBadge') : t('marketingAdmin.activeBadge')}
              </span>
              {t('marketingAdmin.coveredBy')}:{' '}
              {station.marketers.length > 0
                ? station.marketers.map((marketer) => marketer.name).join(', ')
                : t('marketingAdmin.nobody')}
            </p>
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" className="min-h-11" onClick={() => setRenaming(true)}>
              {t('marketingAdmin.rename')}
            </Button>
            <Button
              variant="secondary"
              className="min-h-11"
              disabled={retiring.isLoading}
              onClick={() => void toggle()}
              aria-label={t(retired ? 'marketingAdmin.restoreName' : 'marketingAdmin.retireName', {
                name: station.name,
              })}
            >
              {retired ? t('marketingAdmin.restore') : t('marketingAdmin.retire')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

function RenameStation({ station, onDone }: { station: ManagedStation; onDone: () => void }) {
  const { t } = useLanguage();
  const [renameStation, { isLoading }] = useRenameStationMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(stationInputSchema, { name: station.name });
  const onValid = handleSubmit(async ({ name }) => {
    const done = await withToasts(t('marketingAdmin.saving'), () =>
      renameStation({ stationId: station._id, name }).unwrap(),
    );
    if (done) onDone();
  }, toastFirstFormError);
  return (
    <form onSubmit={onValid} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        label={t('marketingAdmin.renameLabel', { name: station.name })}
        autoComplete="off"
        autoFocus
        className="min-w-0 flex-1 basis-48"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={isLoading} className="min-h-11 w-auto">
          {t('marketingAdmin.save')}
        </Button>
        <Button variant="secondary" className="min-h-11" onClick={onDone}>
          {t('marketingAdmin.cancel')}
        </Button>
      </div>
    </form>
  );
}
