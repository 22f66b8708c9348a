import type { MarketerDashboard, ReferralCounts } from '@hospital/contract/marketing';
import { FiguresTable, type FiguresRow } from '@/components/ui/figures-table';
import { Panel } from '@/components/ui/panel';
import { useLanguage } from '@/i18n/i18n';

/** The marketer's referrals counted by week and by station: small tables that fit a 320 px phone. */
export function ReferralFigures({ dashboard }: { dashboard: MarketerDashboard }) {
  const { t, formats } = useLanguage();
  const figures = (row: ReferralCounts) => [row.referrals, row.booked, row.visited, row.noShow];
  const weeks: FiguresRow[] = dashboard.weeks.map((week) => ({
    key: week.weekStart,
    label: <time dateTime={week.weekStart}>{formats.shortDate(week.weekStart)}</time>,
    figures: figures(week),
  }));
  const stations: FiguresRow[] = dashboard.stations.map((row) => ({
    key: row.station._id,
    label: row.station.retired ? t('marketing.retired', { name: row.station.name }) : row.station.name,
    figures: figures(row),
  }));
  const columns = [
    t('marketing.colReferrals'),
    t('marketing.colBooked'),
    t('marketing.colVisited'),
    t('marketing.colNoShow'),
  ];
  const empty = t('marketing.noFigures');
  const tables = [
    { caption: t('marketing.byWeek'), first: t('marketing.week'), rows: weeks },
    { caption: t('marketing.byStation'), first: t('marketing.station'), rows: stations },
  ];
  const { linkBookings } = dashboard;
  return (
    <Panel title={t('marketing.figuresTitle')}>
      <div className="space-y-6">
        {tables.map((table) => (
          <FiguresTable key={table.caption} {...table} columns={columns} empty={empty} />
        ))}
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
