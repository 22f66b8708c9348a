import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { SkeletonBars } from '@/components/ui/skeleton-bars';
import { useLanguage } from '@/i18n/i18n';
import { withToasts } from '@/lib/with-toasts';
import { useGetStockAlertsQuery, useWriteOffBatchMutation } from '../api/stock';
import { PharmacyFrame, PharmacyNav } from './pharmacy-nav';
import { StockBadge } from './stock-page';

/** What needs the pharmacist's attention: medicines at or below their reorder level, and batches near expiry. */
export function StockAlertsPage() {
  const { t, formats } = useLanguage();
  const query = useGetStockAlertsQuery();
  const [writeOff, { isLoading: writing }] = useWriteOffBatchMutation();
  const alerts = query.data;
  return (
    <PharmacyFrame>
      <PageHeader title={t('pharmacist.alertsTitle')} />
      <PharmacyNav />
      {query.isLoading ? (
        <div role="status" aria-label={t('pharmacist.loadingAlerts')}>
          <SkeletonBars bars={['h-32 w-full', 'mt-4 h-32 w-full']} />
        </div>
      ) : !alerts ? (
        <LoadFailed what={t('pharmacist.alertsWhat')} onRetry={() => void query.refetch()} />
      ) : (
        <div className="grid min-w-0 gap-5 lg:grid-cols-2 lg:items-start">
          <Panel title={t('pharmacist.expiringTitle')}>
            {alerts.expiring.length === 0 ? (
              <p className="text-slate-700">{t('pharmacist.expiringEmpty')}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {alerts.expiring.map((entry) => (
                  <li
                    key={entry.batch._id}
                    className="flex min-w-0 flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-3"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-slate-900">
                        {entry.medicine.brand} {entry.medicine.strength}{' '}
                        <span className="font-normal text-slate-600">· {entry.batch.batchNo}</span>
                      </p>
                      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                        {entry.expired
                          ? t('pharmacist.expiredOn', { date: formats.date(entry.expiryDate) })
                          : t('pharmacist.expiresOn', { date: formats.date(entry.expiryDate) })}
                        {' · '}
                        {t('pharmacist.units', { n: formats.number(entry.quantity) })}
                        {entry.expired && <StockBadge kind="expired" />}
                      </p>
                    </div>
                    {entry.expired && (
                      <Button
                        variant="secondary"
                        className="min-h-11"
                        disabled={writing}
                        aria-label={`${t('pharmacist.writeOff')}: ${entry.medicine.brand} ${entry.batch.batchNo}`}
                        onClick={() =>
                          void withToasts(t('pharmacist.writeOff'), () => writeOff(entry.batch._id).unwrap())
                        }
                      >
                        {t('pharmacist.writeOff')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title={t('pharmacist.lowTitle')}>
            {alerts.low.length === 0 ? (
              <p className="text-slate-700">{t('pharmacist.lowEmpty')}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {alerts.low.map((item) => (
                  <li key={item.medicine._id} className="min-w-0 border-b border-slate-100 pb-3">
                    <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
                      {item.medicine.brand} {item.medicine.strength} <StockBadge kind="low" />
                    </p>
                    <p className="text-sm text-slate-700">
                      {t('pharmacist.levelOf', {
                        onHand: formats.number(item.onHand),
                        level: formats.number(item.reorderLevel),
                      })}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      )}
    </PharmacyFrame>
  );
}
