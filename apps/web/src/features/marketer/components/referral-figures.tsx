import type { MarketerDashboard, ReferralCounts } from '@hospital/contract/marketing';
import type { ReactNode } from 'react';
import { Panel } from '@/components/ui/panel';
import { useLanguage } from '@/i18n/i18n';

type Row = ReferralCounts & { key: string; label: ReactNode };

/** The marketer's referrals counted by week and by station: small tables that fit a 320 px phone. */
export function ReferralFigures({ dashboard }: { dashboard: MarketerDashboard }) {
  const { t, formats } = useLanguage();
  const weeks: Row[] = dashboard.weeks.map((week) => ({
    ...week,
    key: week.weekStart,
    label: <time dateTime={week.weekStart}>{formats.shortDate(week.weekStart)}</time>,
  }));
  const stations: Row[] = dashboard.stations.map((row) => ({
    ...row,
    key: row.station._id,
    label: row.station.retired ? t('marketing.retired', { name: row.station.name }) : row.station.name,
  }));
  const { linkBookings } = dashboard;
  return (
    <Panel title={t('marketing.figuresTitle')}>
      <div className="space-y-6">
        <FiguresTable caption={t('marketing.byWeek')} first={t('marketing.week')} rows={weeks} />
        <FiguresTable caption={t('marketing.byStation')} first={t('marketing.station')} rows={stations} />
      </div>
      <p className="mt-4 text-sm text-slate-700">
        {t('marketing.linkBookings', {
          booked: formats.number(linkBookings.booked),
          visited: formats.number(linkBookings.visited),
          noShow: formats.number(linkBookings.noShow),
        })}
      </p>
    </Panel>
  );
}

function FiguresTable({ caption, first, rows }: { caption: string; first: string; rows: Row[] }) {
  const { t, formats } = useLanguage();
  const cell = 'px-1.5 py-2 text-right tabular-nums sm:px-2';
  return (
    <div>
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 align-bottom text-xs leading-tight text-slate-600">
            <th scope="col" className="py-2 pr-2 text-left font-medium">
              {first}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('marketing.colReferrals')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('marketing.colBooked')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('marketing.colVisited')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('marketing.colNoShow')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={5} className="py-3 text-slate-600">
                {t('marketing.noFigures')}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-2 text-left font-normal break-words text-slate-900">
                {row.label}
              </th>
              <td className={cell}>{formats.number(row.referrals)}</td>
              <td className={cell}>{formats.number(row.booked)}</td>
              <td className={cell}>{formats.number(row.visited)}</td>
              <td className={cell}>{formats.number(row.noShow)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
