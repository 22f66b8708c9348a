import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  assignStationsSchema,
  createReferralSchema,
  managedStationSchema,
  marketerMeSchema,
  marketerSummarySchema,
  marketingReportSchema,
  referralListQuerySchema,
  referralSchema,
  REFERRAL_RECORDED_MESSAGE,
  reportFileName,
  reportQuerySchema,
  stationInputSchema,
  stationRefSchema,
} from '@hospital/contract/marketing';
import type { AppContext } from '../../lib/context.js';
import { idParams } from '../../lib/id-params.js';
import { csvRoute } from '../../lib/csv-route.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { assignStations, createReferral, marketerMe, marketerSummaries, ownReferrals } from './marketing.service.js';
import { activeStations, addStation, managedStations, renameStationBy, setRetired } from './stations.service.js';
import { marketingReport } from './marketing-report.js';
import { reportCsv } from './report-csv.js';

/**
 * Field marketing: the admin's stations, a marketer's link and referrals, and the hospital's report (the marketer's
 * dashboard is modules/marketer-dashboard). A
 * marketer reads only their own referrals, and of each only what they entered and its booking state.
 */
export async function marketingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = routesOf(app, { tag: 'marketing' });

  route.get(
    '/marketing/stations',
    {
      access: 'stations',
      summary: 'The active stations, for the forms that pick one',
      data: z.array(stationRefSchema),
    },
    async () => ok('Stations retrieved successfully.', await activeStations(ctx.db)),
  );

  route.get(
    '/marketing/stations/manage',
    {
      access: 'admin',
      summary: 'Every station, retired ones too, with the marketers who cover it',
      data: z.array(managedStationSchema),
    },
    async () => ok('Stations retrieved successfully.', await managedStations(ctx.db)),
  );

  route.post(
    '/marketing/stations',
    { access: 'admin', summary: 'Add a station', body: stationInputSchema, data: managedStationSchema, status: 201 },
    async (request) => ok('Station added.', await addStation(ctx.db, request.user!, request.body.name)),
  );

  route.patch(
    '/marketing/stations/:id',
    {
      access: 'admin',
      summary: 'Rename a station',
      params: idParams('id'),
      body: stationInputSchema,
      data: managedStationSchema,
    },
    async (request) =>
      ok('Station renamed.', await renameStationBy(ctx.db, request.user!, request.params.id, request.body.name)),
  );

  route.post(
    '/marketing/stations/:id/retire',
    {
      access: 'admin',
      summary: 'Retire a station: no longer offered, kept on the records that name it',
      params: idParams('id'),
      data: managedStationSchema,
    },
    async (request) => ok('Station retired.', await setRetired(ctx.db, request.user!, request.params.id, true)),
  );

  route.post(
    '/marketing/stations/:id/restore',
    { access: 'admin', summary: 'Restore a retired station', params: idParams('id'), data: managedStationSchema },
    async (request) => ok('Station restored.', await setRetired(ctx.db, request.user!, request.params.id, false)),
  );

  route.get(
    '/marketing/marketers',
    {
      access: 'admin',
      summary: 'Every marketer account, departed ones too, with their code and stations',
      data: z.array(marketerSummarySchema),
    },
    async () => ok('Marketers retrieved successfully.', await marketerSummaries(ctx.db)),
  );

  route.post(
    '/marketing/marketers/:id/stations',
    {
      access: 'admin',
      summary: "Set a marketer's stations, optionally taking over another marketer's",
      params: idParams('id'),
      body: assignStationsSchema,
      data: marketerSummarySchema,
    },
    async (request) =>
      ok(
        "The marketer's stations were saved.",
        await assignStations(ctx.db, request.user!, request.params.id, request.body),
      ),
  );

  route.get(
    '/marketing/me',
    { access: 'marketer', summary: "The marketer's link code, link and stations", data: marketerMeSchema },
    async (request) => ok('Marketer retrieved successfully.', await marketerMe(ctx, request.user!)),
  );

  route.post(
    '/marketing/referrals',
    {
      access: 'marketer',
      summary: 'Record a referral (a contact referred in the last 30 days is refused)',
      body: createReferralSchema,
      data: referralSchema,
      status: 201,
    },
    async (request) => ok(REFERRAL_RECORDED_MESSAGE, await createReferral(ctx, request.user!, request.body)),
  );

  route.get(
    '/marketing/referrals',
    {
      access: 'marketer',
      summary: "The marketer's own referrals with their booking state, newest first",
      query: referralListQuerySchema,
      data: z.array(referralSchema),
    },
    async (request) =>
      ok('Referrals retrieved successfully.', await ownReferrals(ctx, request.user!, request.query.days)),
  );

  route.get(
    '/marketing/report',
    {
      access: 'admin',
      summary: 'Referrals, bookings and visits per marketer and per station over a period',
      query: reportQuerySchema,
      data: marketingReportSchema,
    },
    async (request) => ok('Report retrieved successfully.', await marketingReport(ctx, request.query)),
  );

  csvRoute(
    route,
    '/marketing/report.csv',
    { access: 'admin', summary: 'The marketing report as a CSV file', query: reportQuerySchema },
    async (query) => {
      const report = await marketingReport(ctx, query);
      return { fileName: reportFileName(report.from, report.to), csv: reportCsv(report) };
    },
  );
}
