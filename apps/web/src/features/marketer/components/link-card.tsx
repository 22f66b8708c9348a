import type { MarketerMe } from '@hospital/contract/marketing';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { useLanguage } from '@/i18n/i18n';
import { toast } from '@/lib/toast';
import { useQrImage } from '../hooks/use-qr-image';
import { PrintCardSheet } from './print-card';

const QR_SIZE = 176;

/** The marketer's personal link and its QR code, to copy, show on the phone, or print on cards. */
export function LinkCard({ me }: { me: MarketerMe }) {
  const { t } = useLanguage();
  const qr = useQrImage(me.link, QR_SIZE * 3);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(me.link);
      toast.success(t('marketing.copied'), { duration: 2000 });
    } catch {
      toast.error(t('marketing.copyFailed'));
    }
  };

  return (
    <Panel title={t('marketing.linkTitle')} intro={t('marketing.linkIntro')}>
      <div className="flex flex-wrap items-start gap-4">
        <div
          className="shrink-0 rounded-xl border border-slate-200 bg-white p-1"
          style={{ width: QR_SIZE + 10, height: QR_SIZE + 10 }}
        >
          {qr ? (
            <img src={qr} width={QR_SIZE} height={QR_SIZE} alt={t('marketing.qrAlt')} data-link={me.link} />
          ) : (
            <span className="block size-full animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1 basis-56 space-y-3">
          <p className="text-sm font-medium text-slate-700">{t('marketing.linkLabel')}</p>
          <p className="rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900">
            <a href={me.link} className="underline-offset-2 hover:underline">
              {me.link}
            </a>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" className="min-h-11" onClick={() => void copy()}>
              {t('marketing.copy')}
            </Button>
            <Button variant="secondary" className="min-h-11" onClick={() => window.print()} disabled={!qr}>
              {t('marketing.printCard')}
            </Button>
          </div>
          <p className="text-sm text-slate-700">
            {me.stations.length > 0
              ? t('marketing.stations', { names: me.stations.map((station) => station.name).join(', ') })
              : t('marketing.noStations')}
          </p>
        </div>
      </div>
      <PrintCardSheet me={me} qr={qr} />
    </Panel>
  );
}
