import type { ManagedStation, MarketerSummary } from '@hospital/contract/marketing';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { InactiveTag } from '@/components/ui/inactive-tag';
import { PanelList } from '@/components/ui/panel-list';
import { SelectField } from '@/components/ui/select-field';
import { useLanguage } from '@/i18n/i18n';
import { withToasts } from '@/lib/with-toasts';
import { useGetManagedStationsQuery } from '../api/get-managed-stations';
import { useAssignStationsMutation, useGetMarketersQuery } from '../api/marketers';

/**
 * Which stations each marketer covers. A departed marketer's stations are handed to another in one step ("take over
 * the stations of"), so none is left uncovered in between.
 */
export function MarketersPanel() {
  const { t } = useLanguage();
  const query = useGetMarketersQuery();
  const { data: stations = [] } = useGetManagedStationsQuery();
  return (
    <Panel title={t('marketingAdmin.marketersTitle')} intro={t('marketingAdmin.marketersIntro')}>
      <PanelList query={query} words="marketingAdmin.marketers" look="cards" itemHeight="h-40">
        {(marketer, marketers) => (
          <MarketerStations
            // A save or a reassignment elsewhere brings new stations: the ticks start again from them.
            key={`${marketer._id}:${marketer.stations.map((station) => station._id).join()}`}
            marketer={marketer}
            others={marketers.filter((other) => other._id !== marketer._id)}
            stations={stations}
          />
        )}
      </PanelList>
    </Panel>
  );
}

type MarketerStationsProps = {
  marketer: MarketerSummary;
  others: readonly MarketerSummary[];
  stations: readonly ManagedStation[];
};

function MarketerStations({ marketer, others, stations }: MarketerStationsProps) {
  const { t } = useLanguage();
  const headingId = useId();
  const [assignStations, { isLoading }] = useAssignStationsMutation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(marketer.stations.map((station) => station._id)),
  );
  const [takeFrom, setTakeFrom] = useState('');
  // Active stations are offered; a retired one shows only while this marketer still has it.
  const offered = stations.filter((station) => station.retiredAt === null || chosen.has(station._id));
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = () =>
    withToasts(t('marketingAdmin.saving'), () =>
      assignStations({
        marketerId: marketer._id,
        stationIds: [...chosen],
        ...(takeFrom ? { takeFrom } : {}),
      }).unwrap(),
    );

  return (
    <li className="rounded-xl border border-slate-200 p-3 sm:p-4" data-testid="marketer">
      <h3 id={headingId} className="font-semibold break-words text-slate-900">
        {marketer.name}
        {!marketer.active && <InactiveTag className="ml-2">{t('marketingAdmin.departed')}</InactiveTag>}
      </h3>
      <p className="text-sm break-words text-slate-600">
        {marketer.email} · {t('marketingAdmin.code')}: <span className="font-mono">{marketer.code}</span>
      </p>
      <fieldset className="mt-3">
        <legend className="mb-1 text-sm font-medium text-slate-700">
          {t('marketingAdmin.stationsOf', { name: marketer.name })}
        </legend>
        <div className="flex flex-wrap gap-2">
          {offered.map((station) => (
            <label
              key={station._id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={chosen.has(station._id)}
                onChange={() => toggle(station._id)}
              />
              {station.name}
              {station.retiredAt !== null && ` (${t('marketingAdmin.retiredBadge')})`}
            </label>
          ))}
        </div>
      </fieldset>
      {others.length > 0 && (
        <SelectField
          label={t('marketingAdmin.takeOver')}
          className="mt-3"
          value={takeFrom}
          onChange={(event) => setTakeFrom(event.target.value)}
        >
          <option value="">{t('marketingAdmin.takeOverNone')}</option>
          {others.map((other) => (
            <option key={other._id} value={other._id}>
              {other.name}
              {other.active ? '' : ` (${t('marketingAdmin.departed')})`}
            </option>
          ))}
        </SelectField>
      )}
      {takeFrom && <p className="mt-1 text-sm text-slate-600">{t('marketingAdmin.takeOverHint')}</p>}
      <Button
        className="mt-3 min-h-11 sm:w-auto"
        disabled={isLoading}
        onClick={() => void save()}
        aria-label={t('marketingAdmin.saveStationsOf', { name: marketer.name })}
      >
        {t('marketingAdmin.saveStations')}
      </Button>
    </li>
  );
}
