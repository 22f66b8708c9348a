import { dhakaDateString } from '@hospital/contract/format';
import {
  dayReportFileName,
  formatTaka,
  orderNumber,
  type PharmacyDayReport,
  type ReportSection,
} from '@hospital/contract/pharmacy';
import { useState, type ReactNode } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { OrderStateBadge } from '@/components/pharmacy/order-state-badge';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonBars } from '@/components/ui/skeleton-bars';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/i18n/i18n';
import { toast } from '@/lib/toast';
import { useGetDayReportQuery } from '../api/cash-and-reports';
import { fetchDayCsv, type CsvDispatch } from '../api/download-day-csv';
import { PharmacyFrame, PharmacyNav } from './pharmacy-nav';

const cell = 'px-2 py-1.5 align-top';
const number = `${cell} text-right tabular-nums whitespace-nowrap`;

/**
 * The pharmacy's day: the orders placed, the sales closed by how they were paid, each rider's deliveries and cash,
 * and every stock movement. Each section prints (the page's print styles leave the controls out) and downloads as CSV.
 */
export function DayReport() {
  const { t, language, formats } = useLanguage();
  const [date, setDate] = useState(() => dhakaDateString());
  const query = useGetDayReportQuery(date, { skip: !/^\d{4}-\d{2}-\d{2}$/.test(date) });
  const report = query.data;
  return (
    <PharmacyFrame>
      <PageHeader title={t('pharmacist.reportsTitle')}>
        <Button variant="secondary" className="min-h-11 print:hidden" onClick={() => window.print()}>
          {t('pharmacist.print')}
        </Button>
      </PageHeader>
      <PharmacyNav />
      <div className="w-48 print:hidden">
        <TextField
          label={t('pharmacist.reportDate')}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      <p className="hidden font-semibold print:block">{formats.date(date)}</p>
      {query.isLoading ? (
        <div role="status" aria-label={t('pharmacist.loadingReport')}>
          <SkeletonBars bars={['h-32 w-full', 'mt-4 h-32 w-full']} />
        </div>
      ) : !report ? (
        query.isError && <LoadFailed what={t('pharmacist.reportWhat')} onRetry={() => void query.refetch()} />
      ) : (
        <div className="flex min-w-0 flex-col gap-5">
          <Section section="orders" date={date} empty={report.orders.length === 0}>
            <Table
              heads={[
                t('pharmacist.colOrder'),
                t('pharmacist.colTime'),
                t('pharmacist.patient'),
                t('pharmacist.colState'),
                t('pharmacist.colTotal'),
              ]}
            >
              {report.orders.map((order) => (
                <tr key={order._id} className="border-b border-slate-100">
                  <td className={`${cell} font-medium`}>{orderNumber(order.orderNo)}</td>
                  <td className={cell}>{formats.dateTime(order.createdAt)}</td>
                  <td className={`${cell} break-words`}>{order.patient.name}</td>
                  <td className={cell}>
                    <OrderStateBadge state={order.state} fulfilment={order.fulfilment} />
                  </td>
                  <td className={number}>{order.totalTaka === null ? '' : formatTaka(order.totalTaka, language)}</td>
                </tr>
              ))}
            </Table>
          </Section>
          <Section section="sales" date={date} empty={report.sales.length === 0}>
            <Table heads={[t('pharmacist.colPaidVia'), t('pharmacist.colOrders'), t('pharmacist.colTotal')]}>
              {report.sales.map((sale) => (
                <tr key={sale.paidVia} className="border-b border-slate-100">
                  <td className={cell}>{t(`pharmacist.paidVia_${sale.paidVia}`)}</td>
                  <td className={number}>{formats.number(sale.orders)}</td>
                  <td className={number}>{formatTaka(sale.totalTaka, language)}</td>
                </tr>
              ))}
            </Table>
            <p className="mt-2 text-sm text-slate-700">
              {t('pharmacist.counterCash', { amount: formatTaka(report.counterCashTaka, language) })}
            </p>
          </Section>
          <Section section="riders" date={date} empty={report.riders.length === 0}>
            <Table
              heads={[
                t('pharmacist.colRider'),
                t('pharmacist.colDelivered'),
                t('pharmacist.colFailed'),
                t('pharmacist.colCash'),
                t('pharmacist.colClosed'),
              ]}
            >
              {report.riders.map((row) => (
                <tr key={row.rider._id} className="border-b border-slate-100">
                  <td className={`${cell} break-words`}>{row.rider.name}</td>
                  <td className={number}>{formats.number(row.delivered)}</td>
                  <td className={number}>{formats.number(row.failed)}</td>
                  <td className={number}>{formatTaka(row.cashTaka, language)}</td>
                  <td className={number}>{formatTaka(row.closedTaka, language)}</td>
                </tr>
              ))}
            </Table>
          </Section>
          <Section section="movements" date={date} empty={report.movements.length === 0}>
            <Movements report={report} />
          </Section>
        </div>
      )}
    </PharmacyFrame>
  );
}

function Movements({ report }: { report: PharmacyDayReport }) {
  const { t, formats } = useLanguage();
  return (
    <Table
      heads={[
        t('pharmacist.colTime'),
        t('pharmacist.medicine'),
        t('pharmacist.batchNo'),
        t('pharmacist.colKind'),
        t('pharmacist.colQuantity'),
        t('pharmacist.colOrder'),
      ]}
    >
      {report.movements.map((movement, index) => (
        <tr key={index} className="border-b border-slate-100">
          <td className={cell}>{formats.dateTime(movement.at)}</td>
          <td className={`${cell} break-words`}>
            {movement.medicine.brand} {movement.medicine.strength}
          </td>
          <td className={`${cell} break-all`}>{movement.batchNo}</td>
          <td className={cell}>{t(`pharmacist.kind_${movement.kind}`)}</td>
          <td className={number}>
            {movement.quantity > 0 ? '+' : ''}
            {formats.number(movement.quantity)}
          </td>
          <td className={cell}>{movement.orderNo === null ? '' : orderNumber(movement.orderNo)}</td>
        </tr>
      ))}
    </Table>
  );
}

function Table({ heads, children }: { heads: string[]; children: ReactNode }) {
  return (
    <div className="min-w-0 overflow-x-auto print:overflow-visible">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-300 text-left text-slate-700">
            {heads.map((head) => (
              <th key={head} scope="col" className="px-2 py-1.5 font-semibold">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

type SectionProps = { section: ReportSection; date: string; empty: boolean; children: ReactNode };

function Section({ section, date, empty, children }: SectionProps) {
  const { t } = useLanguage();
  const title = t(`pharmacist.section_${section}`);
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm break-inside-avoid sm:p-6 print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        <DownloadCsv section={section} date={date} title={title} />
      </div>
      <div className="mt-3">{empty ? <p className="text-slate-700">{t('pharmacist.nothing')}</p> : children}</div>
    </section>
  );
}

/** A section's CSV, fetched with the session and saved under its day's name. */
function DownloadCsv({ section, date, title }: { section: ReportSection; date: string; title: string }) {
  const { t } = useLanguage();
  const dispatch = useDispatch<CsvDispatch>();
  const store = useStore();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    const toastId = toast.loading(t('pharmacist.downloading'));
    try {
      const file = await fetchDayCsv(date, section)(dispatch, store.getState);
      if (!file) return;
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = dayReportFileName(date, section);
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked after the click has handed the file to the browser.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } finally {
      toast.dismiss(toastId);
      setBusy(false);
    }
  };

  return (
    <Button
      variant="secondary"
      className="min-h-11 print:hidden"
      disabled={busy}
      aria-label={t('pharmacist.downloadCsvOf', { section: title })}
      onClick={() => void download()}
    >
      {t('pharmacist.downloadCsv')}
    </Button>
  );
}
