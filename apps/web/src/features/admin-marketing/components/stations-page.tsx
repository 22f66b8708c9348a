import { PageSection } from '@/components/ui/page-section';
import { useLanguage } from '@/i18n/i18n';
import { MarketersPanel } from './marketers-panel';
import { StationsPanel } from './stations-panel';

/** /admin/stations: the stations, and the marketers who cover them. */
export function StationsPage() {
  const { t } = useLanguage();
  return (
    <PageSection title={t('marketingAdmin.stationsTitle')}>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <StationsPanel />
        <MarketersPanel />
      </div>
    </PageSection>
  );
}
