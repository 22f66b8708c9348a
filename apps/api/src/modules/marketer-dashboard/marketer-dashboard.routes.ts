import type { FastifyInstance } from 'fastify';
import { dashboardQuerySchema, marketerDashboardSchema } from '@hospital/contract/marketing';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { marketerDashboard } from './marketer-dashboard.service.js';

/** The marketer's dashboard page: their own figures and slot requests, nobody else's. */
export async function marketerDashboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = routesOf(app, { tag: 'marketing' });

  route.get(
    '/marketing/dashboard',
    {
      access: 'marketer',
      summary: "The marketer's own figures by week and by station, and their slot requests",
      query: dashboardQuerySchema,
      data: marketerDashboardSchema,
    },
    async (request) =>
      ok('Dashboard retrieved successfully.', await marketerDashboard(ctx, request.user!, request.query.weeks)),
  );
}
