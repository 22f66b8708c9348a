import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  dayReportCsvQuerySchema,
  dayReportFileName,
  dayReportQuerySchema,
  pharmacyDayReportSchema,
} from '@hospital/contract/pharmacy';
import type { AppContext } from '../../lib/context.js';
import { ok, sendCsv } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { CSV_FILE } from '../../plugins/openapi.js';
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

  route.get(
    '/pharmacy/reports/day.csv',
    {
      access: 'pharmacy',
      summary: 'One section of the day report as a CSV file',
      query: dayReportCsvQuerySchema,
      response: { 200: z.string().describe(CSV_FILE) },
    },
    async (request, reply) => {
      const report = await dayReport(ctx.db, request.query.date, ctx.clock());
      const { section } = request.query;
      return sendCsv(reply, dayReportFileName(report.date, section), dayReportCsv(report, section));
    },
  );
}
