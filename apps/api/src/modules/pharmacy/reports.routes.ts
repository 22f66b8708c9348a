import type { FastifyInstance } from 'fastify';
import {
  dayReportCsvQuerySchema,
  dayReportFileName,
  dayReportQuerySchema,
  pharmacyDayReportSchema,
} from '@hospital/contract/pharmacy';
import type { AppContext } from '../../lib/context.js';
import { csvRoute } from '../../lib/csv-route.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { dayReportCsv } from './reports-csv.js';
import { dayReport } from './reports.service.js';

/** The pharmacy's day report, and each of its sections as a CSV file. */
export async function pharmacyReportsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = routesOf(app, { tag: 'pharmacy' });

  route.get(
    '/pharmacy/reports/day',
    {
      access: 'pharmacy',
      summary: "A day's orders, sales by payment, riders' deliveries and cash, and stock movements (Dhaka day)",
      query: dayReportQuerySchema,
      data: pharmacyDayReportSchema,
    },
    async (request) => ok('Report retrieved successfully.', await dayReport(ctx.db, request.query.date, ctx.clock())),
  );

  csvRoute(
    route,
    '/pharmacy/reports/day.csv',
    { access: 'pharmacy', summary: 'One section of the day report as a CSV file', query: dayReportCsvQuerySchema },
    async ({ date, section }) => {
      const report = await dayReport(ctx.db, date, ctx.clock());
      return { fileName: dayReportFileName(report.date, section), csv: dayReportCsv(report, section) };
    },
  );
}
