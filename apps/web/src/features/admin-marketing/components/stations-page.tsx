import { useLanguage } from '@/i18n/i18n';
import { MarketersPanel } from './marketers-panel';
import { StationsPanel } from './stations-panel';

/** /admin/stations: the stations, and the marketers who cover them. */
export function StationsPage() {
  const { t } = useLanguage();
  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('marketingAdmin.stationsTitle')}</h1>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <StationsPanel />
        <MarketersPanel />
      </div>
    </section>
  );
}
