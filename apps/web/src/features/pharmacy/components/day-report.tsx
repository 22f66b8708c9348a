import { dhakaDateString } from '@hospital/contract/format';
import {
  dayReportFileName,
  formatTaka,
  orderNumber,
  type PharmacyDayReport,
  type ReportSection,
} from '@hospital/contract/pharmacy';
import { useState, type ReactNode } from 'react';
import { OrderStateBadge } from '@/components/pharmacy/order-state-badge';
import { Button } from '@/components/ui/button';
import { CsvDownloadButton } from '@/components/ui/csv-download-button';
import { DateField } from '@/components/ui/date-field';
import { LoadFailed } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonBars } from '@/components/ui/skeleton-bars';
import { useLanguage, type TranslationKey } from '@/i18n/i18n';
import { useGetDayReportQuery } from '../api/cash-and-reports';
import { PharmacyFrame, PharmacyNav } from './pharmacy-nav';

// Each section's column headings, in the order of its cells.
const HEADS = {
  orders: [
    'pharmacist.colOrder',
    'pharmacist.colTime',
    'pharmacist.patient',
    'pharmacist.colState',
    'pharmacist.colTotal',
  ],
  sales: ['pharmacist.colPaidVia', 'pharmacist.colOrders', 'pharmacist.colTotal'],
  riders: [
    'pharmacist.colRider',
    'pharmacist.colDelivered',
    'pharmacist.colFailed',
    'pharmacist.colCash',
    'pharmacist.colClosed',
  ],
  movements: [
    'pharmacist.colTime',
    'pharmacist.medicine',
    'pharmacist.batchNo',
    'pharmacist.colKind',
    'pharmacist.colQuantity',
    'pharmacist.colOrder',
  ],
} as const satisfies Record<ReportSection, readonly TranslationKey[]>;

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
      <DateField className="w-48 print:hidden" label={t('pharmacist.reportDate')} value={date} onChange={setDate} />
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
            <Table heads={HEADS.orders}>
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
            <Table heads={HEADS.sales}>
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
            <Table heads={HEADS.riders}>
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
    <Table heads={HEADS.movements}>
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

function Table({ heads, children }: { heads: readonly TranslationKey[]; children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <div className="min-w-0 overflow-x-auto print:overflow-visible">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-300 text-left text-slate-700">
            {heads.map((head) => (
              <th key={head} scope="col" className="px-2 py-1.5 font-semibold">
                {t(head)}
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

/** GET /pharmacy/reports/day.csv?date=&section=: a section's CSV, saved under its day's name. */
function DownloadCsv({ section, date, title }: { section: ReportSection; date: string; title: string }) {
  const { t } = useLanguage();
  return (
    <CsvDownloadButton
      url="/pharmacy/reports/day.csv"
      params={{ date, section }}
      fileName={dayReportFileName(date, section)}
      downloading={t('pharmacist.downloading')}
      className="print:hidden"
      aria-label={t('pharmacist.downloadCsvOf', { section: title })}
    >
      {t('pharmacist.downloadCsv')}
    </CsvDownloadButton>
  );
}
