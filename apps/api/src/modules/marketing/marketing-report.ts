import { addDaysToDateString, dhakaDateString, dhakaMidnight } from '@hospital/contract/format';
import { ATTRIBUTION_DAYS, type MarketingReport, type ReportQuery } from '@hospital/contract/marketing';
import type { AppContext } from '../../lib/context.js';
import { reportFigures } from './marketing.repository.js';

// The management report: referrals, bookings, visits and no-shows in a period, by marketer and by station.

/** A report's period: as asked, or the 30 days up to today. Dhaka days, both ends included. */
export function reportPeriod(query: ReportQuery, now: Date): { from: string; to: string } {
  const today = dhakaDateString(now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDaysToDateString(to, -(ATTRIBUTION_DAYS - 1));
  return { from, to };
}

export async function marketingReport(ctx: AppContext, query: ReportQuery): Promise<MarketingReport> {
  const now = ctx.clock();
  const { from, to } = reportPeriod(query, now);
  const figures = await reportFigures(
    ctx.db,
    dhakaMidnight(from),
    dhakaMidnight(addDaysToDateString(to, 1)),
    dhakaDateString(now),
  );
  const totals = {
    referrals: 0,
    bookings: 0,
    visits: 0,
    noShows: 0,
    bookingsByLink: 0,
    bookingsByReferral: 0,
  };
  const marketers = figures.marketers.map((row) => {
    const line = {
      marketer: { _id: row.id, name: row.name, active: row.active },
      referrals: row.referrals,
      bookings: row.bookings,
      visits: row.visits,
      noShows: row.no_shows,
      bookingsByLink: row.by_link,
      bookingsByReferral: row.by_referral,
    };
    totals.referrals += line.referrals;
    totals.bookings += line.bookings;
    totals.visits += line.visits;
    totals.noShows += line.noShows;
    totals.bookingsByLink += line.bookingsByLink;
    totals.bookingsByReferral += line.bookingsByReferral;
    return line;
  });
  const stations = figures.stations.map((row) => ({
    station: { _id: row.id, name: row.name, retired: row.retired },
    referrals: row.referrals,
    bookings: row.bookings,
    visits: row.visits,
    noShows: row.no_shows,
  }));
  return { from, to, marketers, stations, totals };
}
